import { Callout, Intent, ProgressBar } from '@blueprintjs/core';

/** Props of {@link ImportProgress}: the state of a file import and the words of its document. */
export interface ImportProgressProps {
  /** Share of the file read (0–1), null when not reading. */
  progress: number | null;
  /** The rows are being sent to the server. */
  sending: boolean;
  /** Why the file cannot be read, if it cannot. */
  problem?: string | null;
  /** The document's texts for reading and sending. */
  reading: string;
  importing: string;
}

/**
 * The progress of an import tab (address and premium import): a bar and its words while the file is read or sent, and
 * the reason when it cannot be read. What the rows say is each tab's own.
 */
export function ImportProgress({ progress, sending, problem, reading, importing }: ImportProgressProps) {
  const running = sending || progress !== null;
  return (
    <>
      {running && (
        <ProgressBar
          aria-label={sending ? importing : reading}
          intent={Intent.PRIMARY}
          value={sending ? undefined : (progress ?? 0)}
        />
      )}
      {running && <p>{sending ? importing : reading}</p>}
      {problem && (
        <Callout intent={Intent.DANGER} role="alert">
          {problem}
        </Callout>
      )}
    </>
  );
}

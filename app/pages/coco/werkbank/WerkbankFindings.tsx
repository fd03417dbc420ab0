import { Callout } from '@blueprintjs/core';
import { screenTexts } from '../../../texts';
import type { WerkbankFinding } from './useWerkbankFile';

const text = screenTexts('coco.screen');

/** The linter's findings under the editor: the edited file's by line, other files' (that the text breaks) with their file. */
export function WerkbankFindings({
  path,
  findings,
  checking,
}: {
  path: string;
  findings: WerkbankFinding[];
  checking: boolean;
}) {
  return (
    <section aria-label={text('wbPruefung')} aria-live="polite" className="don-werkbank-befunde">
      {checking ? (
        <Callout>{text('wbPrueft')}</Callout>
      ) : findings.length ? (
        <Callout intent="danger" title={text('wbPruefung')}>
          <ul>
            {findings.map((f, i) => (
              <li key={i}>
                {f.file === path
                  ? text('wbBefund', f.line, f.message)
                  : text('wbAndereDatei', f.file, f.line, f.message)}
              </li>
            ))}
          </ul>
        </Callout>
      ) : (
        <Callout intent="success">{text('wbKeineBefunde')}</Callout>
      )}
    </section>
  );
}

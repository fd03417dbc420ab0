import type { ExportColumn } from './sheet';

/** Messages to the xlsx export worker: the columns first, then batches of raw rows, then finish. */
export type XlsxRequest =
  { kind: 'start'; columns: ExportColumn[]; sheet: string } | { kind: 'rows'; rows: unknown[][] } | { kind: 'finish' };

/** The worker's answer to finish: the file or why it failed. */
export type XlsxReply = { kind: 'file'; blob: Blob } | { kind: 'error'; message: string };

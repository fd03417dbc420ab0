import type { XlsxBook } from './book';
import type { XlsxReply, XlsxRequest } from './protocol';
import type { ExportColumn } from './sheet';

/** The xlsx file could not be written (the worker failed); the page says so in its own words, not 'Server nicht erreichbar'. */
export class XlsxBuildError extends Error {}

/**
 * Starts an xlsx file of the given columns. The library is loaded only now (orders.md §2 keeps the list page small): in
 * a module worker, so the page stays responsive while a large month is converted and zipped; where there is no Worker
 * (unit tests in jsdom) in this thread by a dynamic import.
 */
export function createXlsxBuilder(columns: ExportColumn[], sheet: string): XlsxBook {
  if (typeof Worker === 'undefined') {
    const book = import('./book').then((m) => m.xlsxBook(columns, sheet));
    const fail = (error: unknown) => {
      throw new XlsxBuildError(String(error));
    };
    return {
      add: (rows) => void book.then((b) => b.add(rows)),
      finish: () => book.then((b) => b.finish()).catch(fail),
    };
  }
  const worker = new Worker(new URL('./xlsxWorker.ts', import.meta.url), { type: 'module' });
  const send = (message: XlsxRequest) => worker.postMessage(message);
  send({ kind: 'start', columns, sheet });
  return {
    add: (rows) => send({ kind: 'rows', rows }),
    finish: () =>
      new Promise<Blob>((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<XlsxReply>) => {
          worker.terminate();
          if (event.data.kind === 'file') resolve(event.data.blob);
          else reject(new XlsxBuildError(event.data.message));
        };
        worker.onerror = (event) => {
          worker.terminate();
          reject(new XlsxBuildError(event.message));
        };
        send({ kind: 'finish' });
      }),
  };
}

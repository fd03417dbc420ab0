import { xlsxBook, type XlsxBook } from './book';
import type { XlsxReply, XlsxRequest } from './protocol';

// The export worker: converting and writing a month of orders would freeze the page for seconds in the main thread.
let book: XlsxBook | null = null;
const reply = (message: XlsxReply) => self.postMessage(message);

self.onmessage = (event: MessageEvent<XlsxRequest>) => {
  const message = event.data;
  if (message.kind === 'start') book = xlsxBook(message.columns, message.sheet);
  else if (message.kind === 'rows') book?.add(message.rows);
  else if (book) {
    book.finish().then(
      (blob) => reply({ kind: 'file', blob }),
      (error: unknown) => reply({ kind: 'error', message: String(error) }),
    );
    book = null;
  }
};

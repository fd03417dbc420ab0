import { api, unwrap } from '../api';
import { DOCUMENT_NAMES, installDocuments, type DocumentName, type LoadedDocument } from './documents';

/**
 * Loads every document the portal shows from the server in one request (GET /api/dokumente?namen=…) and installs them.
 * The server sends an ETag and `Cache-Control: no-cache`: the browser's cache asks again on each start and gets a 304
 * while nothing changed.
 */
export async function loadDocuments(): Promise<void> {
  const loaded = unwrap(await api.GET('/api/dokumente', { params: { query: { namen: DOCUMENT_NAMES.join(',') } } }));
  installDocuments(loaded as Record<DocumentName, LoadedDocument>);
}

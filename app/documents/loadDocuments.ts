import { api, unwrap } from '../api';
import { DOCUMENT_NAMES, installDocuments, type DocumentName, type LoadedDocument } from './documents';

/**
 * Loads every document the portal shows from the server (GET /api/dokumente/{name}) and installs them. The server sends
 * an ETag and `Cache-Control: no-cache`: the browser's cache asks again on each start and gets a 304 for unchanged ones.
 */
export async function loadDocuments(): Promise<void> {
  const entries = await Promise.all(
    DOCUMENT_NAMES.map(
      async (name) => [name, unwrap(await api.GET('/api/dokumente/{name}', { params: { path: { name } } }))] as const,
    ),
  );
  installDocuments(Object.fromEntries(entries) as Record<DocumentName, LoadedDocument>);
}

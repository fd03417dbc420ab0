export {
  DEFAULT_DOCUMENT_DIRS,
  InvalidDocumentsError,
  documents,
  installDocuments,
  loadDocuments,
} from './documentSet';
export type { DocumentSet, ServedDocument } from './documentSet';

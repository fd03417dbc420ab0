export { saveDraft, loadDraft, removeDraft, clearDrafts, reopenDrafts, DRAFT_DAYS } from './draftStore';
export type { Draft } from './draftStore';

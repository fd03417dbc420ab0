/**
 * Drafts of half-captured forms in the browser's storage (localStorage: they survive a crash, a reload, a closed tab and
 * an ended session), per user and form. A draft is dropped when its form is saved or cancelled, when its user logs out,
 * and after {@link DRAFT_DAYS} days; another user of the same browser never sees it.
 */

/** Days a draft is kept without being touched. */
export const DRAFT_DAYS = 7;
const PREFIX = 'entwurf';

/** A stored draft: the form data and when it was last written (ISO). */
export interface Draft<T = Record<string, unknown>> {
  savedAt: string;
  data: T;
}

const keyOf = (userId: number, form: string) => `${PREFIX}.${userId}.${form}`;
/** Users logged out in this page: a form still open at the logout writes no draft on its way out. */
const closed = new Set<number>();

/** Writes the draft of `form` for `userId`; a full storage only loses the draft, never the typing. */
export function saveDraft(storage: Storage, userId: number, form: string, data: unknown, now = new Date()): void {
  if (closed.has(userId)) return;
  try {
    storage.setItem(keyOf(userId, form), JSON.stringify({ savedAt: now.toISOString(), data }));
  } catch {
    // Quota exceeded or storage disabled: the form keeps working, only without a draft.
  }
}

/** The draft of `form` for `userId`, or null (none, unreadable, or older than {@link DRAFT_DAYS} days: then removed). */
export function loadDraft<T>(storage: Storage, userId: number, form: string, now = new Date()): Draft<T> | null {
  const raw = storage.getItem(keyOf(userId, form));
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Draft<T>;
    const age = now.getTime() - new Date(draft.savedAt).getTime();
    if (draft.data && age >= 0 && age <= DRAFT_DAYS * 86_400_000) return draft;
  } catch {
    // Unreadable: dropped below.
  }
  storage.removeItem(keyOf(userId, form));
  return null;
}

/** Drops the draft of `form` (saved or cancelled). */
export function removeDraft(storage: Storage, userId: number, form: string): void {
  storage.removeItem(keyOf(userId, form));
}

/** Drops every draft of `userId` and writes none until {@link reopenDrafts} (logout). */
export function clearDrafts(storage: Storage, userId: number): void {
  closed.add(userId);
  const mine = `${PREFIX}.${userId}.`;
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (k): k is string => k !== null && k.startsWith(mine),
  );
  for (const key of keys) storage.removeItem(key);
}

/** Lets `userId` write drafts again (login). */
export function reopenDrafts(userId: number): void {
  closed.delete(userId);
}

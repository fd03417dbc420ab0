/**
 * Where a user was when the session ended without a logout (expired, revoked): the next login of the same user in this
 * tab returns there, so a half-captured order is met again with its draft. Kept in sessionStorage (this tab only).
 */
const KEY = 'rueckkehrNachAnmeldung';

/** Remembers `path` (router path with its query) for the next login of `userId`. */
export function rememberReturn(path: string, userId: number): void {
  sessionStorage.setItem(KEY, JSON.stringify({ path, userId }));
}

/** The remembered path if `userId` is the user it was remembered for, else null. */
export function returnPathFor(userId: number | undefined): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { path: string; userId: number } | null;
    return stored && userId !== undefined && stored.userId === userId ? stored.path : null;
  } catch {
    return null;
  }
}

/** Forgets the remembered path (the user is back in the portal, or logged out). */
export function forgetReturn(): void {
  sessionStorage.removeItem(KEY);
}

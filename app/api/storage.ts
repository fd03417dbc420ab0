/** Browser storage keys of the session, as account-admin.md §3 Session lists them. */
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  backupToken: 'backupToken',
  username: 'username',
  userId: 'userID',
} as const;

/** Reads the access token; every API call sends it. */
export function readAccessToken(): string | null {
  return localStorage.getItem(storageKeys.accessToken);
}

/** Clears the access token, and with it the backup token as the spec requires. */
export function clearAccessToken(): void {
  localStorage.removeItem(storageKeys.accessToken);
  localStorage.removeItem(storageKeys.backupToken);
}

/** Removes every stored session item (tokens, user name, user id). */
export function clearStoredSession(): void {
  clearAccessToken();
  for (const key of [storageKeys.refreshToken, storageKeys.username, storageKeys.userId]) localStorage.removeItem(key);
}

/** Stores a token pair and the user it belongs to, as login, refresh and user switch answer them. */
export function storeSession(auth: { accessToken: string; refreshToken: string; username: string; userId: number }): void {
  localStorage.setItem(storageKeys.accessToken, auth.accessToken);
  localStorage.setItem(storageKeys.refreshToken, auth.refreshToken);
  localStorage.setItem(storageKeys.username, auth.username);
  localStorage.setItem(storageKeys.userId, String(auth.userId));
}

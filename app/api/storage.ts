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

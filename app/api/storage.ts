/** Browser storage keys of the session, as account-admin.md §3 Session lists them. */
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  backupToken: 'backupToken',
  backupRefreshToken: 'backupRefreshToken',
  backupUsername: 'backupUsername',
  backupUserId: 'backupUserID',
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
  for (const key of [
    storageKeys.backupToken,
    storageKeys.backupRefreshToken,
    storageKeys.backupUsername,
    storageKeys.backupUserId,
  ])
    localStorage.removeItem(key);
}

/** Removes every stored session item (tokens, user name, user id). */
export function clearStoredSession(): void {
  clearAccessToken();
  for (const key of [storageKeys.refreshToken, storageKeys.username, storageKeys.userId]) localStorage.removeItem(key);
}

/** Stores a token pair and the user it belongs to, as login, refresh and user switch answer them. */
export function storeSession(auth: {
  accessToken: string;
  refreshToken: string;
  username: string;
  userId: number;
}): void {
  localStorage.setItem(storageKeys.accessToken, auth.accessToken);
  localStorage.setItem(storageKeys.refreshToken, auth.refreshToken);
  localStorage.setItem(storageKeys.username, auth.username);
  localStorage.setItem(storageKeys.userId, String(auth.userId));
}

/** A stored session: tokens and the user they belong to. */
export type StoredAuth = { accessToken: string; refreshToken: string; username: string; userId: number };

/** The admin's own session kept while he acts as another user (account-admin.md §4 Impersonation), or null. */
export function readBackup(): StoredAuth | null {
  const accessToken = localStorage.getItem(storageKeys.backupToken);
  if (!accessToken) return null;
  return {
    accessToken,
    refreshToken: localStorage.getItem(storageKeys.backupRefreshToken) ?? '',
    username: localStorage.getItem(storageKeys.backupUsername) ?? '',
    userId: Number(localStorage.getItem(storageKeys.backupUserId)),
  };
}

/** Keeps the current session as the backup before a user switch; an existing backup (the first admin) stays. */
export function keepBackup(): void {
  if (readBackup()) return;
  const pairs: [string, string][] = [
    [storageKeys.backupToken, storageKeys.accessToken],
    [storageKeys.backupRefreshToken, storageKeys.refreshToken],
    [storageKeys.backupUsername, storageKeys.username],
    [storageKeys.backupUserId, storageKeys.userId],
  ];
  for (const [backup, key] of pairs) localStorage.setItem(backup, localStorage.getItem(key) ?? '');
}

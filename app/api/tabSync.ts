import { emitSessionEvent } from './sessionEvents';
import { storageKeys } from './storage';

/** Name of the Web Lock every tab of the portal takes around a token refresh. */
export const REFRESH_LOCK = 'disponent-token-refresh';

/**
 * Runs fn while holding the portal's refresh lock, so of several tabs only one refreshes at a time and the others
 * find its new pair in storage afterwards; without the Web Locks API (old browsers, tests) fn runs directly and the
 * server's 30 s grace window keeps a parallel refresh with the same token working.
 */
export function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // request() resolves with what the callback resolves with; its typing wraps the promise once more.
  return locks ? (locks.request(REFRESH_LOCK, fn) as unknown as Promise<T>) : fn();
}

/**
 * Mirrors the session changes of other tabs (the storage event fires only in the tabs that did not write):
 * a removed access token is a logout or ended session there, a new one a login or refresh. Returns the unsubscribe.
 */
export function followOtherTabs(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: StorageEvent) => {
    if (event.key !== storageKeys.accessToken && event.key !== null) return;
    const token = localStorage.getItem(storageKeys.accessToken);
    emitSessionEvent(token ? { type: 'refreshed' } : { type: 'ended' });
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

export { api, unwrap, refreshTokens } from './client';
export { ApiError, errorNotification, infoNotification, fieldMessages, toNotifications } from './errors';
export type { Notification } from './errors';
export {
  storageKeys,
  readAccessToken,
  clearAccessToken,
  clearStoredSession,
  storeSession,
  readBackup,
  keepBackup,
} from './storage';
export type { StoredAuth } from './storage';
export { onSessionEvent, emitSessionEvent } from './sessionEvents';
export type { SessionEvent } from './sessionEvents';
export { refreshOnce, RELOGIN_MESSAGE } from './reauth';
export { withRefreshLock, followOtherTabs, REFRESH_LOCK } from './tabSync';

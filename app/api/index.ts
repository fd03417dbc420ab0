export { api, unwrap } from './client';
export { ApiError, errorNotification, toNotifications } from './errors';
export type { Notification } from './errors';
export { storageKeys, readAccessToken, clearAccessToken } from './storage';

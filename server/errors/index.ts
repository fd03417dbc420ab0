export { notification, HttpProblem, Notifications, RELOGIN_MESSAGE } from './notification';
export type { Notification, Severity } from './notification';
export { validationNotifications, validationKey } from './validation';
export type { ValidationConfig } from './validation';
export { registerErrorHandling, notFoundHandler, toNotifications } from './errorHandler';
export { frameworkErrors, MAX_PARAM_LENGTH } from './frameworkErrors';
export { messageCatalogue, translate, hasMessage } from './catalogue';

export { NotificationProvider, useNotifier } from './NotificationContext';
export type { Notifier } from './NotificationContext';
export { ErrorModal, modalOpenBodyClass } from './ErrorModal';
export { InfoBanners } from './InfoBanners';

import { useEffect, useMemo } from 'react';
import { DocumentView } from '../../engine/react';
import type { Notification } from '../api';
import { viewDocument } from '../documents';
import { errorView, errorViewActions } from './documentIds';

/** Body class set while the modal is open, so page styles can react (account-admin.md §4). */
export const modalOpenBodyClass = 'don-notification-open';

const handled: readonly string[] = errorViewActions;

/** Shows one error notification in the view document `fehlermeldung`: header, message, Ok button, close button. */
export function ErrorModal({ notification, onClose }: { notification?: Notification; onClose: () => void }) {
  const open = Boolean(notification);
  useEffect(() => {
    document.body.classList.toggle(modalOpenBodyClass, open);
    return () => document.body.classList.remove(modalOpenBodyClass);
  }, [open]);
  const data = useMemo(
    () => ({ offen: open, header: notification?.header, message: notification?.message }),
    [open, notification],
  );
  return (
    <DocumentView
      document={viewDocument(errorView)}
      data={data}
      onAction={(id) => {
        if (handled.includes(id)) onClose();
      }}
    />
  );
}

import { useEffect } from 'react';
import { Button, Classes, Dialog, DialogBody, DialogFooter, H4, Icon, Tooltip } from '@blueprintjs/core';
import type { Notification } from '../api';

/** Body class set while the modal is open, so page styles can react (account-admin.md §4). */
export const modalOpenBodyClass = 'don-notification-open';

/** Shows one error notification: header, message, Ok button and a close button titled 'Fenster schließen'. */
export function ErrorModal({ notification, onClose }: { notification?: Notification; onClose: () => void }) {
  const open = Boolean(notification);
  useEffect(() => {
    document.body.classList.toggle(modalOpenBodyClass, open);
    return () => document.body.classList.remove(modalOpenBodyClass);
  }, [open]);
  return (
    <Dialog isOpen={open} onClose={onClose} aria-labelledby="don-error-header" role="alertdialog">
      <div className={Classes.DIALOG_HEADER}>
        <Icon icon="error" intent="danger" />
        <H4 id="don-error-header" className={Classes.HEADING}>{notification?.header}</H4>
        <Tooltip content="Fenster schließen" placement="bottom">
          <Button variant="minimal" icon="cross" aria-label="Fenster schließen" title="Fenster schließen" onClick={onClose} />
        </Tooltip>
      </div>
      <DialogBody>
        <p>{notification?.message}</p>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text="Ok" onClick={onClose} autoFocus />} />
    </Dialog>
  );
}

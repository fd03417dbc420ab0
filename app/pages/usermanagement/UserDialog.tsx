import { Classes, Dialog } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { ScreenForm, type FormControls } from '../../../engine/react';
import { api, fieldMessages, toNotifications, unwrap } from '../../api';
import { screenDocument, variantOverlays } from '../../documents';
import { useNotifier } from '../../notifications';
import { useRuleContext } from '../../session';
import { screenTexts } from '../../texts';
// Directly, not through the page's index: the header renders this dialog, and the register page imports the layout.
import { useNameCheck } from '../register/useNameCheck';
import type { UserDialogActionId } from './documentIds';
import { userDialogOptionSources } from './optionSources';
import { toFormData, toUserBody } from './userData';
import type { User } from './useUserSearch';

type Data = Record<string, unknown>;

/** A text of the user management documents, {1} filled. */
export const userText = screenTexts('usermanagement.screen', 'usermanagementDialog.screen');

/** Props of {@link UserDialog}. */
export interface UserDialogProps {
  isOpen: boolean;
  /** The user to edit; null adds a new one. */
  user: User | null;
  /** The logged-in user edits himself: a new password needs the current one. */
  own?: boolean;
  onClose: () => void;
  onSaved?: (user: User) => void;
}

/**
 * The add/edit dialog of account-admin.md §2 (user management and the header's user button), rendered by the engine from
 * usermanagementDialog.screen.json in the document's size per mode. The new name is checked while typing; the server's
 * refusals show at their fields; a save reports 'Der Benutzer … wurde erfolgreich angelegt/aktualisiert.' for 10 s.
 */
export function UserDialog({ isOpen, user, own = false, onClose, onSaved }: UserDialogProps) {
  const document = screenDocument('usermanagementDialog.screen');
  const context = useRuleContext();
  const { notify, success } = useNotifier();
  const [busy, setBusy] = useState(false);
  const checkName = useNameCheck();
  const formData = useMemo(() => toFormData(user, own), [user, own]);
  const mode = user ? 'bearbeiten' : 'neu';
  const size = document.settings?.dialogSizes?.[mode];
  const onChange = useCallback(
    (data: Data, form: FormControls) => {
      if (!data.id) checkName(data, form);
    },
    [checkName],
  );
  const actions: Record<UserDialogActionId, () => void> = { abbrechen: onClose };

  const submit = (data: Data, form: FormControls) => {
    const body = toUserBody(data);
    setBusy(true);
    const request = user?.id
      ? api.PUT('/api/benutzer/{id}', { params: { path: { id: user.id } }, body })
      : api.POST('/api/benutzer', { body });
    request
      .then((result) => {
        const saved = unwrap(result);
        success(document.title ?? '', userText(user ? 'aktualisiert' : 'angelegt', saved.name));
        onSaved?.(saved);
        onClose();
      })
      .catch((error: unknown) => {
        const fields = fieldMessages(error);
        if (fields.length) form.showErrors?.(fields);
        else notify(toNotifications(error));
      })
      .finally(() => setBusy(false));
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={user ? userText('titelBearbeiten', user.name) : userText('titelNeu')}
      className="don-user-dialog"
      style={{ width: size?.width, height: size?.height }}
      canOutsideClickClose={false}
    >
      <div className={Classes.DIALOG_BODY} style={{ overflowY: 'auto' }}>
        {isOpen && (
          <ScreenForm
            document={document}
            overlays={variantOverlays}
            context={context}
            formData={formData}
            disabled={busy}
            optionSources={userDialogOptionSources}
            onChange={onChange}
            onSubmit={submit}
            onAction={(id) => actions[id as keyof typeof actions]?.()}
          />
        )}
      </div>
    </Dialog>
  );
}

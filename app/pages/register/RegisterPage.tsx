import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PublicCard } from '../../layout';
import { ScreenForm, type FormControls } from '../../../engine/react';
import { api, fieldMessages, toNotifications, unwrap } from '../../api';
import { screenDocument, variantOverlays } from '../../documents';
import { useNotifier } from '../../notifications';
import { screenTexts } from '../../texts';
import { ruleSession, useSession } from '../../session';
import type { RegisterActionId } from './documentIds';
import { registerOptionSources } from './optionSources';
import { toRegistration } from './registration';
import { useNameCheck } from './useNameCheck';

type Data = Record<string, unknown>;

/** A text of the register document's messages. */
export const registerText = screenTexts('register.screen');

/**
 * /register (account-admin.md §2, §5): the self-registration as the engine renders register.screen.json. The user name is
 * checked while typing; a save sends the registration, shows that a confirmation mail went out and leads to the login.
 */
export function RegisterPage() {
  const { config } = useSession();
  const { notify, success } = useNotifier();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const document = screenDocument('register.screen');
  const checkName = useNameCheck();
  const actions = useMemo<Record<RegisterActionId, () => void>>(() => ({ abbrechen: () => navigate('/') }), [navigate]);
  const submit = (data: Data, form: FormControls) => {
    setBusy(true);
    api
      .POST('/api/registrierung', { body: toRegistration(data) })
      .then((result) => {
        unwrap(result);
        success(document.title ?? '', registerText('gesendet'));
        navigate('/login');
      })
      .catch((error: unknown) => {
        const fields = fieldMessages(error);
        if (fields.length) form.showErrors?.(fields);
        else notify(toNotifications(error));
      })
      .finally(() => setBusy(false));
  };
  return (
    <PublicCard title={document.title} back={registerText('zurueck')} className="don-register">
      <ScreenForm
        document={document}
        overlays={variantOverlays}
        context={{ session: ruleSession(null), config: config ?? {} }}
        disabled={busy}
        optionSources={registerOptionSources}
        onChange={checkName}
        onSubmit={submit}
        onAction={(id) => actions[id as keyof typeof actions]?.()}
      />
    </PublicCard>
  );
}

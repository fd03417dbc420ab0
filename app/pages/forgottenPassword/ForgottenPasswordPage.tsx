import { useState } from 'react';
import { Callout, Intent } from '@blueprintjs/core';
import { PublicCard } from '../../layout';
import { ScreenForm } from '../../../engine/react';
import { api, toNotifications, unwrap } from '../../api';
import { screenDocument, variantOverlays } from '../../documents';
import { useNotifier } from '../../notifications';
import { ruleSession, useSession } from '../../session';
import { screenTexts } from '../../texts';

/** The texts of the page's document. */
const text = screenTexts('forgottenPassword.screen');

/** /forgottenPassword (account-admin.md §2): asks for a reset mail by user name or e-mail, then shows the mail hint. */
export function ForgottenPasswordPage() {
  const { config } = useSession();
  const { notify } = useNotifier();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const document = screenDocument('forgottenPassword.screen');
  const submit = (data: Record<string, unknown>) => {
    setBusy(true);
    api
      .POST('/api/benutzer/forget', { params: { query: { nameOrEmail: String(data.nameOrEmail).trim() } } })
      .then((result) => {
        unwrap(result);
        setSent(true);
      })
      .catch((error: unknown) => notify(toNotifications(error)))
      .finally(() => setBusy(false));
  };
  return (
    <PublicCard title={document.title} back={text('zurueck')}>
      {sent ? (
        <Callout intent={Intent.SUCCESS} role="status">
          {text('angefordert')}
        </Callout>
      ) : (
        <ScreenForm
          document={document}
          overlays={variantOverlays}
          context={{ session: ruleSession(null), config: config ?? {} }}
          disabled={busy}
          onSubmit={submit}
        />
      )}
    </PublicCard>
  );
}

import { useEffect, useState } from 'react';
import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { PublicCard } from '../../layout';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ScreenForm } from '../../../engine/react';
import type { FormControls } from '../../../engine/react';
import { api, ApiError, fieldMessages, toNotifications, unwrap, type Notification } from '../../api';
import { screenDocument, variantOverlays } from '../../documents';
import { useNotifier } from '../../notifications';
import { ruleSession, useSession } from '../../session';
import { screenTexts } from '../../texts';

const NAME = 'forgottenPasswordToken.screen';
const text = screenTexts(NAME);

/**
 * /forgottenPassword/{token}, the page behind the link of the password mail: checks the link first (a used or expired link
 * says so and offers a new one), then sets the new password; the server checks the rule, uses the link and ends every
 * session, and the user logs in with the new password.
 */
export function NewPasswordPage() {
  const { token = '' } = useParams();
  const { config } = useSession();
  const { notify, success } = useNotifier();
  const navigate = useNavigate();
  const [link, setLink] = useState<'checking' | 'live' | Notification[]>('checking');
  const [busy, setBusy] = useState(false);
  const document = screenDocument(NAME);
  useEffect(() => {
    api
      .GET('/api/benutzer/forget/{token}', { params: { path: { token } } })
      .then(
        (result) => {
          unwrap(result);
          setLink('live');
        },
        (error: unknown) => setLink(toNotifications(error)),
      )
      .catch((error: unknown) => setLink(toNotifications(error)));
  }, [token]);
  const submit = (data: Record<string, unknown>, form: FormControls) => {
    setBusy(true);
    api
      .POST('/api/benutzer/forget/{token}', {
        params: { path: { token } },
        body: { password: String(data.password), passwordRepeat: String(data.passwordRepeat) },
      })
      .then((result) => {
        unwrap(result);
        success(document.title ?? '', text('gespeichert'));
        navigate('/login');
      })
      .catch((error: unknown) => {
        const fields = fieldMessages(error);
        if (fields.length) form.showErrors?.(fields);
        else if (error instanceof ApiError && error.status === 404) setLink(toNotifications(error));
        else notify(toNotifications(error));
      })
      .finally(() => setBusy(false));
  };
  return (
    <PublicCard title={document.title} back={text('zurueck')}>
      {link === 'checking' && <Spinner size={24} aria-label={text('pruefen')} />}
      {Array.isArray(link) && (
        <Callout intent={Intent.DANGER} role="alert">
          {link.map((n) => (
            <p key={n.id}>{n.message}</p>
          ))}
          <Link to="/forgottenPassword">{text('neuAnfordern')}</Link>
        </Callout>
      )}
      {link === 'live' && (
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

import { useEffect, useRef, useState } from 'react';
import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { PublicCard } from '../../layout';
import { api, toNotifications, unwrap, type Notification } from '../../api';
import { screenDocument } from '../../documents';
import { useNotifier } from '../../notifications';
import { registerText } from '../register';

/**
 * /confirmreg/{token} (account-admin.md §2 login screen: the registration token is the third path segment), the page
 * behind the link of the registration mail: confirms the address once, then leads to the login with the 'e-mail
 * confirmed' notice; a used or unknown link shows the server's message.
 */
export function ConfirmregPage() {
  const { token = '' } = useParams();
  const { notify, success } = useNotifier();
  const navigate = useNavigate();
  const [refused, setRefused] = useState<Notification[] | null>(null);
  // The link is single use: React's development double effect must not send it twice.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    const header = screenDocument('register.screen').title ?? '';
    if (!token) {
      setRefused([
        {
          id: 'registrierung.tokenFehlt',
          fieldname: null,
          severity: 'ERROR',
          header,
          message: registerText('linkUngueltig'),
        },
      ]);
      return;
    }
    api
      .POST('/api/registrierung/confirm/{token}', { params: { path: { token } } })
      .then((result) => {
        unwrap(result);
        success(header, registerText('bestaetigt'));
        navigate('/login', { replace: true });
      })
      .catch((error: unknown) => setRefused(toNotifications(error)));
  }, [token, notify, success, navigate]);
  return (
    <PublicCard title={registerText('bestaetigenTitel')} back={registerText('zurueck')}>
      {refused ? (
        <Callout intent={Intent.DANGER} role="alert">
          {refused.map((n) => (
            <p key={n.id}>{n.message}</p>
          ))}
        </Callout>
      ) : (
        <Spinner size={24} aria-label={registerText('bestaetigen')} />
      )}
    </PublicCard>
  );
}

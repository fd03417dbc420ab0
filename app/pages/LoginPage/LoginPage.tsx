import { useState } from 'react';
import { Button, Classes } from '@blueprintjs/core';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { navigation } from '../../documents';
import { toNotifications } from '../../api';
import { useNotifier } from '../../notifications';
import { ruleSession, useSession } from '../../session';
import { LoginForm } from './LoginForm';

/** Public login route: logs in and routes to the start route; already logged-in users go straight there. */
export function LoginPage() {
  const { user, config, login } = useSession();
  const { notify } = useNotifier();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (user && config) return <Navigate to={navigation.startRoute} replace />;

  const submit = (username: string, password: string) => {
    setBusy(true);
    login(username, password)
      .then(() => navigate(navigation.startRoute))
      .catch((error: unknown) => notify(toNotifications(error)))
      .finally(() => setBusy(false));
  };
  return (
    <div className="don-login">
      <LoginForm context={{ session: ruleSession(null), config: config ?? {} }} busy={busy} onLogin={submit}>
        <p className={Classes.TEXT_MUTED}>
          <Link to="/forgottenPassword">Passwort vergessen?</Link>
        </p>
        {config?.isRegistrierung === 'true' && <Button variant="minimal" icon="new-person" text="Registrieren" onClick={() => navigate('/register')} />}
      </LoginForm>
    </div>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Classes } from '@blueprintjs/core';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { evaluate } from '../../../engine/core/logic/evaluate';
import { navigation, screenDocument } from '../../documents';
import { toNotifications } from '../../api';
import { useNotifier } from '../../notifications';
import { screenTexts } from '../../texts';
import { returnPathFor, ruleSession, useSession } from '../../session';
import { appVersion } from '../../version';
import { ClientLogo, LoginFooter } from './LoginBranding';
import type { LoginActionId } from './documentIds';
import { LoginForm } from './LoginForm';

// The sanitiser comes with the info box only (a configuration may have none): not on the login page's first load.
const ClientInfobox = lazy(async () => ({ default: (await import('./ClientInfobox')).ClientInfobox }));
// The toll calculator (the full form engine) loads after the login form has painted, and only where its document shows it.
const MautBox = lazy(async () => ({ default: (await import('./MautBox')).MautBox }));
const mautShown = (config: Record<string, string>) =>
  evaluate(screenDocument('mautrechner.screen').visible, { data: {}, session: ruleSession(null), config }, true);

/** Props of {@link LoginPage}. */
export interface LoginPageProps {
  /** Starts loading a route's code (the start route's, while the login request runs). */
  preloadRoute?: (path: string) => void;
}

/** A text of the login document's messages ({1} replaced by the argument). */
const text = screenTexts('login.screen');

/**
 * Public login route (account-admin.md §2): the login card, the forgotten-password link, 'Registrieren' when the document's
 * rule shows it, and beside the card the client's info box above the toll calculator (its document shows it with isMautrechner);
 * above them the client logo linking to the client's website, below the product logo and the version label. Logs in and
 * routes to the start route, and already logged-in users go straight there.
 */
export function LoginPage({ preloadRoute }: LoginPageProps) {
  const { user, config, login } = useSession();
  const { notify } = useNotifier();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // After a session that ended without a logout, the same user returns to where he was (a half-captured order).
  if (user && config) return <Navigate to={returnPathFor(user.userId) ?? navigation.startRoute} replace />;

  const submit = (username: string, password: string) => {
    setBusy(true);
    // Logged in, the page renders once more and leads on (above).
    preloadRoute?.(navigation.startRoute);
    login(username, password)
      .catch((error: unknown) => notify(toNotifications(error)))
      .finally(() => setBusy(false));
  };
  const actions: Record<LoginActionId, () => void> = { registrieren: () => navigate('/register') };
  return (
    <div className="don-login-frame">
      <ClientLogo config={config ?? {}} alt={text('kundenlogo')} linkLabel={text('kundenseite')} />
      <main className="don-login">
        <LoginForm
          context={{ session: ruleSession(null), config: config ?? {} }}
          busy={busy}
          onLogin={submit}
          title={text('titel')}
          onAction={(id) => actions[id as LoginActionId]?.()}
        >
          <p className={Classes.TEXT_MUTED}>
            <Link to="/forgottenPassword">{text('passwortVergessen')}</Link>
          </p>
        </LoginForm>
        <aside>
          {config?.clientInfobox && (
            <Suspense fallback={null}>
              <ClientInfobox html={config.clientInfobox} label={text('infobox')} />
            </Suspense>
          )}
          {mautShown(config ?? {}) && (
            <Suspense fallback={null}>
              <MautBox config={config ?? {}} />
            </Suspense>
          )}
        </aside>
      </main>
      <LoginFooter alt={text('produktlogo')} version={text('version', appVersion)} />
    </div>
  );
}

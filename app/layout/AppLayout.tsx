import { Outlet, useNavigate } from 'react-router-dom';
import { createContext as createRuleContext } from '../../engine/core';
import { navigation } from '../documents';
import { ruleSession, useSession } from '../session';
import { appVersion } from '../version';
import { AppHeader } from './AppHeader';

/** Frame of every authenticated screen: header with menu, then the routed page. */
export function AppLayout() {
  const { user, config, logout } = useSession();
  const navigate = useNavigate();
  const context = createRuleContext({ session: ruleSession(user?.flags ?? null), config: config ?? {} });
  return (
    <>
      <AppHeader
        navigation={navigation}
        context={context}
        version={appVersion}
        username={user?.username ?? ''}
        onLogout={() => void logout().then(() => navigate('/'))}
      />
      <main className="don-page">
        <Outlet />
      </main>
    </>
  );
}

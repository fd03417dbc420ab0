import { Outlet, useNavigate } from 'react-router-dom';
import { createContext as createRuleContext } from '../../engine/core';
import { navigation } from '../documents';
import { ruleSession, useSession } from '../session';
import { appVersion } from '../version';
import { AppHeader } from './AppHeader';
import { hostContext } from './headerEntries';

/** Frame of every authenticated screen: header with menu, then the routed page. */
export function AppLayout() {
  const { user, config, logout } = useSession();
  const navigate = useNavigate();
  // host: whether the page runs on a development host (the configurator link's rule in menu.json).
  const context = {
    ...createRuleContext({ session: ruleSession(user?.flags ?? null), config: config ?? {} }),
    host: hostContext(window.location.hostname),
  };
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

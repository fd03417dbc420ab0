import { EngineProfileProvider } from '../engine/react';
import { profile } from './documents';
import { NotificationProvider } from './notifications';
import { PortalRoutes } from './routing';
import { SessionProvider } from './session';

/** The portal: the engine's profile, notifications and the server-backed session around the route table. */
export function App() {
  return (
    <EngineProfileProvider profile={profile}>
      <NotificationProvider>
        <SessionProvider>
          <PortalRoutes />
        </SessionProvider>
      </NotificationProvider>
    </EngineProfileProvider>
  );
}

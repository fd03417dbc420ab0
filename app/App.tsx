import { EngineProfileProvider } from '../engine/react';
import { profile } from './documents';
import { ExplainAsProvider } from './explain';
import { NotificationProvider } from './notifications';
import { PortalRoutes } from './routing';
import { SessionProvider } from './session';

/** The portal: the engine's profile, notifications, the server-backed session and 'Erklären als' around the route table. */
export function App() {
  return (
    <EngineProfileProvider profile={profile}>
      <NotificationProvider>
        <SessionProvider>
          <ExplainAsProvider>
            <PortalRoutes />
          </ExplainAsProvider>
        </SessionProvider>
      </NotificationProvider>
    </EngineProfileProvider>
  );
}

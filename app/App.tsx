import { NotificationProvider } from './notifications';
import { PortalRoutes } from './routing';
import { SessionProvider } from './session';

/** The portal: notifications and the server-backed session around the route table. */
export function App() {
  return (
    <NotificationProvider>
      <SessionProvider>
        <PortalRoutes />
      </SessionProvider>
    </NotificationProvider>
  );
}

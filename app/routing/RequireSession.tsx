import { Spinner } from '@blueprintjs/core';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../session';
import { t } from '../texts';
import { preloadRoute } from './preloadRoute';

/** Renders protected routes only with a session and a loaded configuration; otherwise back to the root path. */
export function RequireSession() {
  const { initialising, user, config } = useSession();
  const { pathname } = useLocation();
  if (initialising) return <Spinner aria-label={t('laedt')} />;
  if (!user || !config) return <Navigate to="/" replace />;
  // The frame and the page load side by side, not the page only once the frame has rendered.
  preloadRoute(pathname);
  return <Outlet />;
}

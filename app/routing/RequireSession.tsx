import { Spinner } from '@blueprintjs/core';
import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../session';
import { t } from '../texts';

/** Renders protected routes only with a session and a loaded configuration; otherwise back to the root path. */
export function RequireSession() {
  const { initialising, user, config } = useSession();
  if (initialising) return <Spinner aria-label={t('laedt')} />;
  if (!user || !config) return <Navigate to="/" replace />;
  return <Outlet />;
}

import { useEffect } from 'react';
import { Spinner } from '@blueprintjs/core';
import { Navigate, Outlet } from 'react-router-dom';
import { forgetReturn, useSession } from '../session';
import { t } from '../texts';

/** Renders protected routes only with a session and a loaded configuration; otherwise back to the root path (login). */
export function RequireSession() {
  const { initialising, user, config } = useSession();
  const inside = Boolean(user && config);
  // Back inside after a login: the way back of an ended session has been taken.
  useEffect(() => {
    if (inside) forgetReturn();
  }, [inside]);
  if (initialising) return <Spinner aria-label={t('laedt')} />;
  if (!user || !config) return <Navigate to="/" replace />;
  return <Outlet />;
}

import { useEffect, useRef } from 'react';
import { Spinner } from '@blueprintjs/core';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { forgetReturn, useRuleContext, useSession } from '../session';
import { t } from '../texts';
import { prefetchRoute, preloadRoute } from './preloadRoute';

/** Renders protected routes only with a session and a loaded configuration; otherwise back to the root path (login). */
export function RequireSession() {
  const { initialising, user, config } = useSession();
  const inside = Boolean(user && config);
  // Back inside after a login: the way back of an ended session has been taken.
  useEffect(() => {
    if (inside) forgetReturn();
  }, [inside]);
  const context = useRuleContext();
  const { pathname } = useLocation();
  const entered = useRef<string | null>(null);
  if (initialising) return <Spinner aria-label={t('laedt')} />;
  if (!user || !config) return <Navigate to="/" replace />;
  // The frame and the page load side by side, not the page only once the frame has rendered.
  preloadRoute(pathname);
  // Once per route entered (after login too): the page's first request runs while the page renders, not after it.
  if (entered.current !== pathname) {
    entered.current = pathname;
    prefetchRoute(pathname, { context, flags: user.flags });
  }
  return <Outlet />;
}

import { matchPath } from 'react-router-dom';
import type { PrefetchSession } from './lazyPage';
import { AppLayout, pageRegistry, publicPageRegistry } from './pageRegistry';

const protectedPageOf = (path: string) =>
  Object.entries(pageRegistry).find(([pattern]) => matchPath(pattern, path))?.[1];

/**
 * Starts loading the chunks a path shows (its page, and the frame for a protected one) without waiting for them: the
 * login starts the start route's chunks beside its own request, so the list's code is there when the session is.
 */
export function preloadRoute(path: string): void {
  const protectedPage = protectedPageOf(path);
  const page = protectedPage ?? Object.entries(publicPageRegistry).find(([pattern]) => matchPath(pattern, path))?.[1];
  // A failed load shows at the route itself (its error panel), not here.
  if (protectedPage) void AppLayout.preload().catch(() => undefined);
  void page?.preload().catch(() => undefined);
}

/** Starts the first request of a protected path's page (the order list's first search) before the page renders. */
export function prefetchRoute(path: string, session: PrefetchSession): void {
  protectedPageOf(path)?.prefetch(session);
}

import { matchPath } from 'react-router-dom';
import { AppLayout, pageRegistry, publicPageRegistry } from './pageRegistry';

/**
 * Starts loading the chunks a path shows (its page, and the frame for a protected one) without waiting for them: the
 * login starts the start route's chunks beside its own request, so the list's code is there when the session is.
 */
export function preloadRoute(path: string): void {
  const protectedPage = Object.entries(pageRegistry).find(([pattern]) => matchPath(pattern, path))?.[1];
  const page = protectedPage ?? Object.entries(publicPageRegistry).find(([pattern]) => matchPath(pattern, path))?.[1];
  // A failed load shows at the route itself (its error panel), not here.
  if (protectedPage) void AppLayout.preload().catch(() => undefined);
  void page?.preload().catch(() => undefined);
}

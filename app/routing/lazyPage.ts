import { lazy, type ComponentType } from 'react';
import type { RuleContext } from '../../engine/core';
import type { SessionFlags } from '../session';

/** What a page may start before it renders: the session's rule context and flags. */
export interface PrefetchSession {
  context: RuleContext;
  flags: SessionFlags;
}

/**
 * A page whose module is loaded on first show, with a `preload` that starts the load earlier (e.g. after login) and a
 * `prefetch` that starts the page's first request as its route is entered (pages without one ignore it).
 */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
  prefetch: (session: PrefetchSession) => void;
};

type PropsOf<C> = C extends ComponentType<infer P> ? (P extends object ? P : object) : object;

/**
 * A route's page as its own chunk (React.lazy): the login page loads only what it shows, a screen only its own code.
 * `load` imports the page's folder, `name` picks its export; the chunk is fetched once, whether by `preload` or the route.
 * A page loaded before its first render (preloaded during the login request) renders at once, without the spinner.
 */
export function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  firstRequest?: (module: M, session: PrefetchSession) => void,
): LazyPage<PropsOf<M[K]>> {
  type Page = ComponentType<PropsOf<M[K]>>;
  let loading: Promise<M> | undefined;
  let loaded: Page | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module[name] as Page;
      return module;
    }));
  // React resolves a thenable that calls back at once in the same render: no suspense for a page already here.
  const Page = lazy(() =>
    loaded
      ? ({ then: (resolve: (m: { default: Page }) => void) => resolve({ default: loaded! }) } as Promise<{
          default: Page;
        }>)
      : preload().then(() => ({ default: loaded! })),
  );
  const prefetch = (session: PrefetchSession) => {
    // A failed load shows at the route itself (its error panel), not here.
    if (firstRequest)
      preload().then(
        (module) => firstRequest(module, session),
        () => undefined,
      );
  };
  return Object.assign(Page, { preload, prefetch }) as unknown as LazyPage<PropsOf<M[K]>>;
}

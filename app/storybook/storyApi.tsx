import { useMemo } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createFixtureApi } from '../pages/auftragsresearch/fixtures';
import { fixtureTenants, fixtureTollAnswer, fixtureTollCountries } from './fixtures';

// eslint-disable-next-line no-restricted-properties -- the browser's own transport, for everything outside /api
const browserFetch = globalThis.fetch;
const network = (request: Request) => browserFetch.call(globalThis, request);

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * Offline answers to /api from the fixtures: the reference lists of the layout and the login page, then the order
 * fixture API, which answers what it does not know with a German 501 notification list.
 */
export function createStoryApi(): (request: Request) => Promise<Response> {
  const orders = createFixtureApi();
  return async (request) => {
    const route = `${request.method} ${new URL(request.url).pathname}`;
    if (route === 'GET /api/mandanten/allmandanten') return json(fixtureTenants);
    if (route === 'GET /api/maut/laender') return json(fixtureTollCountries);
    if (route === 'POST /api/maut/mautberechnung') return json(fixtureTollAnswer);
    // The country list (GET /api/laender) is sorted by code.
    if (route === 'GET /api/laender') return json([...fixtureTollCountries].sort((a, b) => a.lkz.localeCompare(b.lkz)));
    return orders.fetch(request);
  };
}

/**
 * Serves every story's /api from {@link createStoryApi}: a static Storybook has no server (each call would be a 404), and
 * no story keeps the stub of the story before. A story's own fixture decorator, inside this one, replaces it.
 */
export const withStoryApi: Decorator = (Story, { id }) => {
  const api = useMemo(() => createStoryApi(), [id]);
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return new URL(request.url).pathname.startsWith('/api/') ? api(request) : network(request);
  }) as typeof fetch;
  return <Story />;
};

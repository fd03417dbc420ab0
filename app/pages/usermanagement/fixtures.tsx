import type { Decorator } from '@storybook/react-vite';
import type { User } from './useUserSearch';

const user = (id: number, name: string, mandant: string, extra: Partial<User> = {}): User => ({
  id,
  name,
  email: `${name.toLowerCase()}@nordlicht.example`,
  sprache: { id: 50 },
  benutzerversion: { id: 1 },
  hasAuthorized: true,
  edit: true,
  main: false,
  admin: false,
  rowsInGrid: 50,
  owningMandant: { id: 1, name: mandant },
  version: 1,
  created: '2026-11-02T08:15:00.000Z',
  changed: '2026-11-20T14:30:00.000Z',
  ...extra,
});

/** Users of the Nordlicht tenant family in the server's German order (Ä with A, Ö with O). */
export const fixtureUsers: User[] = [
  user(2, 'admin', 'Spedition Nordlicht GmbH', { admin: true, main: true }),
  user(9, 'Ärztehaus-Dispo', 'Nordlicht Logistik Hamburg', { edit: false }),
  user(1, 'demo', 'Nordlicht Logistik Hamburg'),
  user(3, 'haupt', 'Spedition Nordlicht GmbH', { main: true }),
  user(4, 'leser', 'Nordlicht Logistik Bremen', { edit: false }),
  user(6, 'Özdemir', 'Nordlicht Logistik Bremen', { hasAuthorized: false }),
];

const json = (body: unknown, init: ResponseInit & { headers?: Record<string, string> } = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json', ...init.headers } });

/** Answers the user management's calls from the fixture list (stories and component tests only; e2e tests use the real server). */
export const withUserApi: Decorator = (Story) => {
  const rows = [...fixtureUsers];
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === '/api/sprachen')
      return json([
        { id: 50, bezeichnung: 'Deutsch' },
        { id: 51, bezeichnung: 'English' },
      ]);
    const check = /^\/api\/benutzer\/checkName\/(.+)$/.exec(url.pathname);
    if (check) return json(rows.some((r) => r.name.toLowerCase() === decodeURIComponent(check[1]).toLowerCase()));
    if (url.pathname === '/api/benutzer/currentAsList') return json([rows[2]]);
    if (url.pathname.startsWith('/api/userAnsichten/')) return json({ id: 1, configjson: null });
    if (url.pathname === '/api/benutzer' && request.method === 'POST') {
      const created = {
        ...user(100 + rows.length, '', 'Nordlicht Logistik Hamburg'),
        ...((await request.json()) as User),
      };
      rows.push(created);
      return json(created, { status: 201 });
    }
    const put = /^\/api\/benutzer\/(\d+)$/.exec(url.pathname);
    if (put && request.method === 'PUT')
      return json({ ...rows.find((r) => r.id === Number(put[1])), ...((await request.json()) as User) });
    const text = (url.searchParams.get('query') ?? '').toLowerCase();
    const hits = rows
      .filter((r) => !text || `${r.name} ${r.email}`.toLowerCase().includes(text))
      .sort((a, b) => new Intl.Collator('de').compare(a.name, b.name));
    return json(hits, { headers: { 'total-search-results': String(hits.length) } });
  }) as typeof fetch;
  return <Story />;
};

import type { Decorator } from '@storybook/react-vite';
import { variantOverlays } from '../../../documents';
import { hamburgConfig, nordlichtConfig } from '../../../storybook/fixtures/config';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The demo users the preview shows, with the client value that selects their variant. */
const USERS: [number, string, Record<string, string>, Record<string, unknown>][] = [
  [11, 'kunde-a', { clientKunde: 'phl' }, {}],
  [12, 'kunde-b', { clientKunde: 'sievers' }, {}],
  [13, 'kunde-c', { clientKunde: 'haalboom' }, {}],
  [1, 'demo', {}, {}],
  [5, 'metro', {}, { metro: true, version: 2 }],
];
const nameOf = (file?: string) => file?.replace(/^variants\//, '').replace(/\.json$/, '') ?? '';

/**
 * Answers the workbench's calls for stories (no server): the overlay files of the bundle, the demo users' rule
 * contexts, and a stand-in check that only knows JSON syntax (the server runs the configuration linter).
 */
export const withWerkbankApi: Decorator = (Story) => {
  // eslint-disable-next-line no-restricted-properties -- the story's fallback is the transport it replaces
  const outer = globalThis.fetch;
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const route = `${request.method} ${path}`;
    if (route === 'GET /api/werkbank/dateien')
      return json([
        ...variantOverlays.map((o) => ({
          name: nameOf(o.file ?? o.id),
          kind: 'overlay',
          screen: o.screen,
          rueckgaengig: false,
        })),
        { name: 'client-switches', kind: 'katalog', rueckgaengig: false },
      ]);
    const file = /^\/api\/werkbank\/dateien\/([^/]+)(\/pruefen)?$/.exec(path);
    if (file && request.method === 'GET') {
      const found = variantOverlays.find((o) => nameOf(o.file ?? o.id) === file[1]);
      const { file: _, ...doc } = found ?? { file: '' };
      // A new file: the server's skeleton for the screen asked for (the meta-schema reference left out here).
      const screen = new URL(request.url).searchParams.get('maske');
      const skeleton = { id: file[1], screen, description: '', when: { '==': [{ var: 'variant' }, 'C'] } };
      const text = JSON.stringify(found ? doc : screen ? skeleton : {}, null, 2);
      return json({ name: file[1], kind: 'overlay', text, neu: !found, rueckgaengig: false });
    }
    if (file?.[2] && request.method === 'POST') {
      const { text } = (await request.json()) as { text: string };
      try {
        JSON.parse(text);
        return json({ findings: [] });
      } catch (error) {
        const message = `kein gültiges JSON: ${(error as Error).message}`;
        return json({ findings: [{ file: `variants/${file[1]}.json`, line: 1, pointer: '', message }] });
      }
    }
    if (route === 'GET /api/benutzer') return json(USERS.map(([id, name]) => ({ id, name })));
    const kontext = /^\/api\/explain\/kontext\/(\d+)$/.exec(path);
    if (kontext) {
      const [, name, client, session] = USERS.find(([id]) => id === Number(kontext[1]))!;
      const config = { ...(name === 'demo' ? hamburgConfig : nordlichtConfig), ...client };
      const variant = { phl: 'A', sievers: 'B', haalboom: 'C' }[client.clientKunde ?? ''] ?? 'default';
      return json({ benutzer: name, variant, modes: {}, session: { loggedIn: true, ...session }, config });
    }
    return outer(request);
  }) as typeof fetch;
  return <Story />;
};

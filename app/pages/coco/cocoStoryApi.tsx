import type { Decorator } from '@storybook/react-vite';
import catalogue from '../../../schemas/config/client-switches.json';
import { nordlichtConfig } from '../../storybook/fixtures/config';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const pairs = (values: Record<string, string>) => Object.entries(values).map(([key, value]) => ({ key, value }));

/** The seven profiles as GET /api/config-param/presets answers them (a few of each profile's own values shown). */
const PROFILES: [string, string, Record<string, string>][] = [
  ['default', 'Disponent Online', { isRegistrierung: 'true', isMautrechner: 'true' }],
  ['mmt', 'MMT', { isPreisermittlung: 'true', isShowAbsenderNeutral: 'true' }],
  ['phl', 'PHL', { isLaengePflichtfeld: 'true', isBreitePflichtfeld: 'true', isTauschgeraete: 'true' }],
  ['sievers', 'Sievers', { isZusaetzlicheLademittel: 'true', isAbholDatumPflicht: 'true' }],
  ['disponent', 'Disponent', { isRegistrierung: 'true', isBexPremium: 'true' }],
  ['haalboom', 'Haalboom', { clientMinLengthPw: '12', isShowKlassifizierung: 'true' }],
  ['demo', 'Demo', { isPreisermittlung: 'true', isCustomstylebuttons: 'true' }],
];
const defaults = Object.fromEntries(Object.entries(catalogue.switches).map(([k, s]) => [k, s.default]));

/**
 * Answers the configurator's calls as the server does (stories and component tests only): the catalogue document, the
 * profiles, the tenant's configuration, and the save with the server's refusal of both Tauschgeräte and Lademittel.
 */
export const withCocoApi: Decorator = (Story) => {
  // eslint-disable-next-line no-restricted-properties -- the story's fallback is the transport it replaces
  const outer = globalThis.fetch;
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    if (route === 'GET /api/dokumente/client-switches') return json({ document: catalogue, overlays: [] });
    if (route === 'GET /api/config-param/presets')
      return json(
        PROFILES.map(([id, label, own]) => ({ id, label, values: pairs({ ...defaults, clientKunde: id, ...own }) })),
      );
    if (route === 'GET /api/config-param/clientconfig') return json(pairs(nordlichtConfig));
    if (route === 'PUT /api/config-param/coco') {
      const sent = Object.fromEntries(
        ((await request.json()) as { key: string; value: string }[]).map((p) => [p.key, p.value]),
      );
      const now = { ...nordlichtConfig, ...sent };
      if (now.isTauschgeraete === 'true' && now.isZusaetzlicheLademittel === 'true')
        return json(
          [
            {
              id: 'coco.tauschUndLademittel',
              fieldname: 'isTauschgeraete',
              severity: 'ERROR',
              header: 'Konfiguration',
              message: 'Tauschgeräte und zusätzliche Lademittel dürfen nicht beide gewählt sein.',
            },
          ],
          400,
        );
      return json(pairs(now));
    }
    return outer(request);
  }) as typeof fetch;
  return <Story />;
};

import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { adminAccount, demoAccount, withPortal, type StoryAccount } from '../../storybook';
import { AuftragsvorlagenPage } from './AuftragsvorlagenPage';

const auftrag = (empfaenger: string, termin: string) => ({
  frankatur: { id: 5, kurzBezeichnung: 'frei Haus' },
  verkehrsart: { id: 1, kurzBezeichnung: 'national' },
  empfaengerAdresse: { name: empfaenger },
  terminkennzeichen: { id: 4, kurzBezeichnung: termin },
  sperrigkeit: null,
});
/** Realistic templates of a Hamburg shipper. */
const fixtureTemplates = [
  {
    id: 11,
    vorlageName: 'Bremen Elektro wöchentlich',
    mandant: { id: 2, name: 'Nordlicht Logistik Hamburg' },
    auftrag: auftrag('Weser Elektrotechnik GmbH', 'Fixtermin'),
  },
  {
    id: 12,
    vorlageName: 'Kaffee an Lüneburg',
    mandant: { id: 2, name: 'Nordlicht Logistik Hamburg' },
    auftrag: auftrag('Lüneburger Getränkevertrieb', 'Standard'),
  },
  {
    id: 13,
    vorlageName: 'Papierrollen Süd',
    mandant: { id: 2, name: 'Nordlicht Logistik Hamburg' },
    auftrag: auftrag('Rheinische Druckerei GmbH', 'Standard'),
  },
  {
    id: 21,
    vorlageName: 'Bremen Stückgut Süd',
    mandant: { id: 3, name: 'Nordlicht Logistik Bremen' },
    auftrag: auftrag('Allgäuer Käserei eG', 'Standard'),
  },
];
/** The main tenant and its sub-tenants, as GET /api/mandanten/hauptmandant-summary answers them. */
const fixtureTenants = [
  { id: 1, name: 'Spedition Nordlicht GmbH' },
  { id: 2, name: 'Nordlicht Logistik Hamburg' },
  { id: 3, name: 'Nordlicht Logistik Bremen' },
];
const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });

/** Answers the template search and delete from the fixture list (stories and component tests only). */
const withTemplateApi: Decorator = (Story) => {
  const rows = [...fixtureTemplates];
  let savedLayout: string | null = null;
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const del = /^\/api\/auftragsvorlagen\/(\d+)$/.exec(url.pathname);
    if (del && request.method === 'DELETE') {
      rows.splice(
        rows.findIndex((r) => r.id === Number(del[1])),
        1,
      );
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/mandanten/hauptmandant-summary') return json(fixtureTenants);
    if (url.pathname.startsWith('/api/userAnsichten/save/')) {
      savedLayout = ((await request.json()) as { configjson: string }).configjson;
      return json({ id: 1, configjson: savedLayout });
    }
    if (url.pathname.startsWith('/api/userAnsichten/')) return json({ id: 1, configjson: savedLayout });
    const text = (url.searchParams.get('query') ?? '').toLowerCase();
    // Without mandantId the search is for the session's own tenant (Hamburg in these stories).
    const mandantId = Number(url.searchParams.get('mandantId') ?? 2);
    const hits = rows.filter(
      (r) => r.mandant.id === mandantId && (!text || r.vorlageName.toLowerCase().includes(text)),
    );
    return json(hits, { 'total-search-results': String(hits.length) });
  }) as typeof fetch;
  return <Story />;
};

/** 'haupt' of the main tenant: a main user (isMain), who may delete templates. */
const hauptAccount: StoryAccount = {
  ...adminAccount,
  user: {
    ...adminAccount.user,
    username: 'haupt',
    userId: 3,
    flags: { ...adminAccount.user.flags, isAdmin: false, isMain: true },
  },
};

const meta = {
  title: 'Screens/Auftragsvorlagen',
  component: AuftragsvorlagenPage,
  decorators: [withTemplateApi, withPortal],
  parameters: { portal: { account: demoAccount, route: '/auftragsmanagement/auftragsvorlagen' } },
} satisfies Meta<typeof AuftragsvorlagenPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A standard user: delete stays disabled (version 1 without isMain, orders.md §6). */
export const Standard: Story = {};

/** A main user of the main tenant: may delete templates and chooses the tenant. */
export const Hauptbenutzer: Story = {
  parameters: { portal: { account: hauptAccount, route: '/auftragsmanagement/auftragsvorlagen' } },
};

import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { demoAccount, withPortal } from '../../storybook';
import { AccountingPage } from './AccountingPage';

/** November 2026 of the demo tenant: three priced orders, one with two parts. */
const fixture = {
  monat: '2026-11',
  zeilen: [
    {
      auftragId: 74,
      auftragsnummer: '5000074',
      leistungsDatum: '2026-11-05',
      absender: 'Bäckerei Sonnenschein KG',
      empfaenger: 'Schmidt & Söhne Baustoffe',
      empfaengerOrt: 'Kehmstedt',
      teile: 1,
      betrag: 150.51,
      ertrag: 27.09,
      waehrung: 'EUR',
    },
    {
      auftragId: 81,
      auftragsnummer: '5000081',
      leistungsDatum: '2026-11-12',
      absender: 'Spedition Nordlicht GmbH',
      empfaenger: 'Möbelhaus Weber',
      empfaengerOrt: 'Würzburg',
      teile: 2,
      betrag: 412.8,
      ertrag: 74.3,
      waehrung: 'EUR',
    },
    {
      auftragId: 90,
      auftragsnummer: '5000090',
      leistungsDatum: '2026-11-20',
      absender: 'Bäckerei Sonnenschein KG',
      empfaenger: 'Getränke Kühn',
      empfaengerOrt: 'Dresden',
      teile: 1,
      betrag: 89.6,
      ertrag: 16.13,
      waehrung: 'EUR',
    },
  ],
  summen: [{ waehrung: 'EUR', auftraege: 3, teile: 4, betrag: 652.91, ertrag: 117.52 }],
};

/** Answers GET /api/abrechnung from the fixture (a month without it is empty); every other call goes outside. */
const withAccountingApi: Decorator = (Story) => {
  // eslint-disable-next-line no-restricted-properties -- the transport outside this story's answers
  const outer = globalThis.fetch;
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname !== '/api/abrechnung') return outer(request);
    const monat = url.searchParams.get('monat') ?? '';
    const body = monat === fixture.monat ? fixture : { monat, zeilen: [], summen: [] };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return <Story />;
};

const meta = {
  title: 'Screens/Abrechnung',
  component: AccountingPage,
  decorators: [withAccountingApi, withPortal],
  parameters: { portal: { account: demoAccount, route: '/accounting' } },
  args: { monat: '2026-11' },
} satisfies Meta<typeof AccountingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A month with three priced orders: totals and the list. */
export const Standard: Story = {};

/** A month without priced orders. */
export const OhneAuftraege: Story = { args: { monat: '2026-10' } };

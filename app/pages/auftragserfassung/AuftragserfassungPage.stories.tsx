import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import {
  adminAccount,
  demoAccount,
  hauptAccount,
  leserAccount,
  metroAccount,
  withExplainMode,
  withPortal,
  type StoryAccount,
} from '../../storybook';
import {
  captureReferenceData,
  formerListOrder,
  pairsOrder,
  pricedOrder,
  saveRefusal,
  servicesOrder,
  storedOrder,
} from './captureFixtures';
import { pricedOrderParts } from './dailyPriceFixtures';
import { AuftragserfassungPage } from './AuftragserfassungPage';

/** Answers the reference lists, the stored order and saves from the fixtures (stories and component tests only); a story's
 * `saveRefusal` parameter is the server's 400 answer to a save, `saveConflict` its 409 (another save came first). */
const withCaptureApi: Decorator = (Story, { parameters }) => {
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (request.method !== 'GET' && parameters.saveRefusal) return json(parameters.saveRefusal, 400);
    if (request.method !== 'GET' && parameters.saveConflict) return json(parameters.saveConflict, 409);
    if (request.method !== 'GET') return json({ ...storedOrder, id: 4712, spedeigennr: '4712000' }, 201);
    if (pathname === `/api/auftraege/${pricedOrder.id}`) return json(pricedOrder);
    for (const order of [pairsOrder, formerListOrder, servicesOrder])
      if (pathname === `/api/auftraege/${order.id}`) return json(order);
    if (pathname === `/api/auftraege/brt/${pricedOrder.id}`) return json(pricedOrderParts);
    if (/^\/api\/auftraege\/\d+$/.test(pathname)) return json(storedOrder);
    return json(captureReferenceData[pathname] ?? []);
  }) as typeof fetch;
  return <Story />;
};

/** The capture route as the portal routes it, so an order id in the path opens that order. */
function CaptureRoutes() {
  return (
    <Routes>
      <Route path="/auftragsmanagement/auftragserfassung" element={<AuftragserfassungPage />} />
      <Route path="/auftragsmanagement/auftragserfassung/:orderId" element={<AuftragserfassungPage />} />
      {/* Where Ja on the cancel question and an update lead; the list screen has its own stories. */}
      <Route path="/auftragsmanagement/auftragsresearch" element={<h1>Auftragsliste</h1>} />
    </Routes>
  );
}

const variantB: StoryAccount = {
  ...demoAccount,
  mandant: 'Sievers Spedition KG',
  config: { ...demoAccount.config, clientKunde: 'sievers' },
};

const meta = {
  title: 'Screens/Auftragserfassung',
  component: CaptureRoutes,
  decorators: [withCaptureApi, withPortal],
  parameters: { portal: { account: demoAccount, route: '/auftragsmanagement/auftragserfassung' } },
} satisfies Meta<typeof CaptureRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new order for Nordlicht Logistik Hamburg: neutral sender on ('abw. Abh.', Neutral tab), pick-up date prefilled. */
export const NeuerAuftrag: Story = {};

/** A stored order opened by id: two positions, the second with a dangerous-goods line (UN 1203). */
export const AuftragBearbeiten: Story = {
  parameters: { portal: { account: demoAccount, route: '/auftragsmanagement/auftragserfassung/4711' } },
};

/** Variant C (clientKunde 'haalboom'): the Verkehrsart follows the countries of sender and recipient. */
export const VarianteC: Story = {
  parameters: {
    portal: {
      account: { ...demoAccount, config: { ...demoAccount.config, clientKunde: 'haalboom' } },
      route: '/auftragsmanagement/auftragserfassung',
    },
  },
};

/** Variant B: IBAN/BIC instead of the currency, Spot-Preis Nr., sender reference up to 35 characters. */
export const VarianteB: Story = {
  parameters: { portal: { account: variantB, route: '/auftragsmanagement/auftragserfassung' } },
};

const internSendungen: StoryAccount = {
  ...demoAccount,
  config: { ...demoAccount.config, isServicesInternSendungen: 'true' },
};

/** isServicesInternSendungen: 'Services (kostenpfl.)' (Abtragen) and 'Services (Intern. Sendungen)' (Lenkeravis, not chargeable). */
export const ServicesInternSendungen: Story = {
  parameters: { portal: { account: internSendungen, route: '/auftragsmanagement/auftragserfassung' } },
};

/** 'leser' without the edit right opens a stored order ('Auftrag Details ansehen'): every field read-only, Speichern disabled. */
export const AuftragAnsehen: Story = {
  parameters: { portal: { account: leserAccount, route: '/auftragsmanagement/auftragserfassung/4711' } },
};

/** A copy of the stored order 4711 (?copyId=4711, the list's copy button): no id, number or status; a reset starts a new order. */
export const AuftragKopieren: Story = {
  parameters: { portal: { account: demoAccount, route: '/auftragsmanagement/auftragserfassung?copyId=4711' } },
};

/** A priced order (kf_id set): the toolbar's Tagespreis opens the calculated parts and their positions. */
export const AuftragMitTagespreis: Story = {
  parameters: { portal: { account: demoAccount, route: `/auftragsmanagement/auftragserfassung/${pricedOrder.id}` } },
};

/** 'haupt' of the main tenant: the main-client selector 'Mandant' offers the sub-tenants Hamburg and Bremen. */
export const Hauptmandant: Story = {
  parameters: { portal: { account: hauptAccount, route: '/auftragsmanagement/auftragserfassung' } },
};

/** The server refuses the save of order 4711 field by field: the recipient reference and the count of position 2's
 * dangerous-goods line show at their fields and in the error summary, as the form's own messages would. */
export const ServerLehntAb: Story = {
  parameters: { portal: { account: demoAccount, route: '/auftragsmanagement/auftragserfassung/4711' }, saveRefusal },
};

/** Someone else saved order 4711 since it was opened: the save answers 409, the form keeps the input and offers 'Neu laden'. */
export const AndererSpeichertZuerst: Story = {
  parameters: {
    portal: { account: demoAccount, route: '/auftragsmanagement/auftragserfassung/4711' },
    saveConflict: [
      {
        id: 'datensatz.geaendert',
        fieldname: 'version',
        severity: 'ERROR',
        header: 'Datensatz geändert',
        message: 'Der Datensatz wurde inzwischen von haupt am 24.11.2026 09:15 geändert. Bitte laden Sie ihn neu.',
      },
    ],
  },
};

const mmtAccount: StoryAccount = {
  ...demoAccount,
  mandant: 'Nordlicht Logistik Hamburg (MMT)',
  config: { ...demoAccount.config, clientKunde: 'mmt', isPreisermittlung: 'true', isShowAbsenderNeutral: 'true' },
};

/** A stored order with each pair of orders.md §4 (packaging, load carrier, both) for the default client: Verpackungseinheit and CBM derived. */
export const PositionenPaare: Story = {
  parameters: { portal: { account: demoAccount, route: `/auftragsmanagement/auftragserfassung/${pairsOrder.id}` } },
};

/** The same order for clientKunde mmt (mode mandantSpezi29): either pair gives Verpackung, CBM from the packaging count. */
export const MandantSpezi29: Story = {
  parameters: { portal: { account: mmtAccount, route: `/auftragsmanagement/auftragserfassung/${pairsOrder.id}` } },
};

/** A stored order holding a packaging and a load carrier the tenant's lists no longer offer: their stored names are shown. */
export const FruehereListenwerte: Story = {
  parameters: {
    portal: { account: demoAccount, route: `/auftragsmanagement/auftragserfassung/${formerListOrder.id}` },
  },
};

/** A stored order with the logical service Abtragen (no value shown, only its switch) and Lenkeravis with its value. */
export const AuftragMitServices: Story = {
  parameters: { portal: { account: demoAccount, route: `/auftragsmanagement/auftragserfassung/${servicesOrder.id}` } },
};

const tauschgeraete: StoryAccount = { ...demoAccount, config: { ...demoAccount.config, isTauschgeraete: 'true' } };

/** isTauschgeraete: the Tauschgeräte panel with the exchange pallets PA, TR, TB and Y (orders.md §3). */
export const Tauschgeraete: Story = {
  parameters: { portal: { account: tauschgeraete, route: '/auftragsmanagement/auftragserfassung' } },
};

/** 'metro' (isMetro, orders.md §6): Metro-Kennung and the metro position columns (Packstücke, all three dimensions required). */
export const Metro: Story = {
  parameters: { portal: { account: metroAccount, route: '/auftragsmanagement/auftragserfassung' } },
};

/** 'admin' with the 'Warum?' mode on (Storybook's global toggle does the same for every screen): each field label and
 * column header has its explain button, naming the documents, overlays and rules behind the field. */
export const WarumModus: Story = {
  decorators: [withExplainMode],
  parameters: { explain: true, portal: { account: adminAccount, route: '/auftragsmanagement/auftragserfassung' } },
};

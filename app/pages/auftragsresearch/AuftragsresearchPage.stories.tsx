import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { adminAccount, demoAccount, leserAccount, withPortal } from '../../storybook';
import type { PortalParameters } from '../../storybook';
import { withFixtureApi } from './fixtures';
import { AuftragsresearchPage } from './AuftragsresearchPage';
import type { AuftragsresearchPageProps } from './AuftragsresearchPage';

/** Stands in for the order capture screen so navigation from the list is visible. */
function CaptureProbe() {
  const { pathname, search } = useLocation();
  return (
    <p role="status">
      Auftragserfassung geöffnet: {pathname}
      {search}
    </p>
  );
}

function Screen(args: AuftragsresearchPageProps) {
  return (
    <Routes>
      <Route path="/auftragsmanagement/auftragsresearch" element={<AuftragsresearchPage {...args} />} />
      <Route path="/auftragsmanagement/offeneauftraege" element={<AuftragsresearchPage {...args} />} />
      <Route path="/auftragsmanagement/auftragserfassung/*" element={<CaptureProbe />} />
    </Routes>
  );
}

/** 'demo' who keeps 13 rows per page in the user data (rowsInGrid 13). */
const demo13 = { ...demoAccount, user: { ...demoAccount.user, flags: { ...demoAccount.user.flags, rowsInGrid: 13 } } };

const meta = {
  title: 'Screens/Auftragsliste',
  component: Screen,
  decorators: [withFixtureApi, withPortal],
  parameters: {
    layout: 'fullscreen',
    portal: { account: demo13, route: '/auftragsmanagement/auftragsresearch' } satisfies PortalParameters,
    fixtureApi: { count: 30 },
  },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'demo' of Nordlicht Logistik Hamburg: 30 fixture orders of the last days, 13 per page, all actions. */
export const Standard: Story = {};

/** 'demo' with the seeded page size (rowsInGrid 50): the list opens with 50 rows per page. */
export const SeitengroesseDesBenutzers: Story = {
  parameters: { portal: { account: demoAccount, route: '/auftragsmanagement/auftragsresearch' } },
};

/** 'leser' without edit right: only 'Auftrag Details ansehen', export, print and refresh. */
export const OhneBearbeitungsrecht: Story = {
  parameters: { portal: { account: leserAccount, route: '/auftragsmanagement/auftragsresearch' } },
};

/** The main tenant's admin: the Mandant selector lists the sub-tenants. */
export const Hauptmandant: Story = {
  parameters: { portal: { account: adminAccount, route: '/auftragsmanagement/auftragsresearch' } },
};

/** A saved layout: 'Status' first, 'Erfasser' hidden, 'Empfänger' wider. */
export const GespeichertesLayout: Story = {
  parameters: {
    fixtureApi: {
      count: 30,
      savedLayout: JSON.stringify({
        columns: [
          { id: 'status', visible: true, width: 120 },
          { id: 'erfasser', visible: false },
          { id: 'empfaengerName', visible: true, width: 260 },
        ],
      }),
    },
  },
};

/** Nothing found in the period: print is disabled with its tooltip. */
export const Leer: Story = { parameters: { fixtureApi: { count: 0 } } };

/** More orders than the server counts (its cap, here 20 instead of 10,000): 'mehr als 20', paging on while pages are full. */
export const MehrAlsGezaehlt: Story = { parameters: { fixtureApi: { count: 30, countCap: 20 } } };

/** The open orders screen: the same list with the search flag offeneAuftraege. */
export const OffeneAuftraege: Story = {
  args: { offeneAuftraege: true },
  parameters: { portal: { account: demoAccount, route: '/auftragsmanagement/offeneauftraege' } },
};

/** A variant A client (clientKunde 'phl'): its column set starts with Sendung, Kundenbestätigung, Kommission, Lieferschein. */
export const VarianteA: Story = {
  parameters: {
    portal: {
      account: { ...demoAccount, config: { ...demoAccount.config, clientKunde: 'phl' } },
      route: '/auftragsmanagement/auftragsresearch',
    },
  },
};

/** A variant B client (clientKunde 'sievers'): its own column set of the list (variants/auftragsresearch-variante-b.json). */
export const VarianteB: Story = {
  parameters: {
    portal: {
      account: { ...demoAccount, config: { ...demoAccount.config, clientKunde: 'sievers' } },
      route: '/auftragsmanagement/auftragsresearch',
    },
  },
};

/** A variant C client (clientKunde 'haalboom'): its own column set of the list (variants/auftragsresearch-variante-c.json). */
export const VarianteC: Story = {
  parameters: {
    portal: {
      account: { ...demoAccount, config: { ...demoAccount.config, clientKunde: 'haalboom' } },
      route: '/auftragsmanagement/auftragsresearch',
    },
  },
};

/** A metro user: the packing piece count instead of the packaging count. */
export const Metro: Story = {
  parameters: {
    portal: {
      account: { ...demoAccount, user: { ...demoAccount.user, flags: { ...demoAccount.user.flags, isMetro: true } } },
      route: '/auftragsmanagement/auftragsresearch',
    },
  },
};

/** A client with document references (dokumentenverweise on): the sidebar offers the tab Dokumente. */
export const MitDokumenten: Story = {
  parameters: {
    portal: {
      account: { ...demoAccount, config: { ...demoAccount.config, dokumentenverweise: 'true' } },
      route: '/auftragsmanagement/auftragsresearch',
    },
  },
};

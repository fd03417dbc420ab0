import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { PortalRoutes } from '../../routing';
import { withPortal, type PortalParameters } from '../../storybook';
import { RegisterPage } from './RegisterPage';

/** A taken user name of the stories (the server's demo user). */
const TAKEN = 'demo';
/** The live link of the stories' registration mail; any other token is used or unknown. */
const LIVE = 'gueltig';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const LAENDER = [
  { id: 2, lkz: 'AT', bezeichnung: 'Österreich' },
  { id: 1, lkz: 'DE', bezeichnung: 'Deutschland' },
];
const ORTE = [
  { plz: '10115', ortsname: 'Berlin', lkz: 'DE' },
  { plz: '10117', ortsname: 'Berlin', lkz: 'DE' },
];

/** Answers the registration calls as the server does (stories and component tests only). */
const withRegistrationApi: Decorator = (Story) => {
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname, searchParams } = new URL(request.url);
    if (pathname.endsWith('/api/registrierung/lkz')) return json(LAENDER);
    if (/\/api\/registrierung\/[^/]+\/ort$/.test(pathname))
      return json(
        ORTE.filter(
          (o) =>
            o.plz.startsWith(searchParams.get('plzOrName') ?? '') ||
            o.ortsname.startsWith(searchParams.get('plzOrName') ?? ''),
        ),
      );
    const name = /\/api\/benutzer\/checkName\/(.+)$/.exec(pathname)?.[1];
    if (name !== undefined) return json(decodeURIComponent(name).toLowerCase() === TAKEN);
    if (pathname.endsWith('/api/registrierung')) return json({ id: 99, name: 'neu' }, 201);
    const token = /\/api\/registrierung\/confirm\/(.+)$/.exec(pathname)?.[1];
    if (token === LIVE) return new Response(null, { status: 204 });
    if (token !== undefined) {
      return json(
        [
          {
            id: 'registrierung.tokenUngueltig',
            fieldname: null,
            severity: 'ERROR',
            header: 'Registrierung',
            message: 'Der Bestätigungslink ist ungültig oder abgelaufen.',
          },
        ],
        404,
      );
    }
    return new Response(null, { status: 404 });
  }) as typeof fetch;
  return <Story />;
};

const meta = {
  title: 'Screens/Registrierung',
  component: RegisterPage,
  decorators: [withRegistrationApi, withPortal],
  render: () => <PortalRoutes />,
  parameters: { layout: 'fullscreen', portal: { account: null, route: '/register' } satisfies PortalParameters },
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /register, empty: Benutzer, Kundendaten, Anschrift, Kontakt; PLZ and Ort locked until a country is chosen. */
export const Leer: Story = {};

/** Filled with mistakes and saved: the password rule with the client's minimum, the repeat, the e-mail, missing fields. */
export const MitFehlern: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Benutzername/ }), 'neuer.kunde');
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-Mail/ }), 'keine-adresse');
    await userEvent.type(canvas.getByLabelText(/^Passwort(?! wiederholen)/, { selector: 'input' }), 'kurz');
    await userEvent.type(canvas.getByLabelText(/^Passwort wiederholen/, { selector: 'input' }), 'anders');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Kundennummer/ }), '4711');
    await userEvent.click(canvas.getByRole('button', { name: 'Registrieren' }));
  },
};

/** A user name that exists: the field says so while the user types. */
export const NameVergeben: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Benutzername/ }), TAKEN);
    await canvas.findByText('Der Username ist schon vorhanden.');
  },
};

/** The link of the registration mail: confirmed, the login shows the notice. */
export const Bestaetigt: Story = { parameters: { portal: { account: null, route: `/confirmreg/${LIVE}` } } };

/** A used or unknown link: the server's message. */
export const LinkUngueltig: Story = { parameters: { portal: { account: null, route: '/confirmreg/benutzt' } } };

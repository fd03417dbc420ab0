import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { PortalRoutes } from '../../routing';
import { withPortal, type PortalParameters } from '../../storybook';
import { ForgottenPasswordPage } from './ForgottenPasswordPage';

/** The link of the stories' mail: 'gueltig' is live, any other is used or expired (the server's 404 text). */
const LIVE = 'gueltig';

/** Answers the password calls as the server does (stories and component tests only). */
const withPasswordApi: Decorator = (Story) => {
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    const token = /\/api\/benutzer\/forget\/(.+)$/.exec(pathname)?.[1];
    if (token === undefined || token === LIVE) return new Response(null, { status: 204 });
    return new Response(
      JSON.stringify([
        {
          id: 'passwort.linkUngueltig',
          fieldname: null,
          severity: 'ERROR',
          header: 'Passwort vergessen',
          message: 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie über „Passwort vergessen“ einen neuen an.',
        },
      ]),
      { status: 404, headers: { 'content-type': 'application/json' } },
    );
  }) as typeof fetch;
  return <Story />;
};

const meta = {
  title: 'Screens/Passwort vergessen',
  component: ForgottenPasswordPage,
  decorators: [withPasswordApi, withPortal],
  render: () => <PortalRoutes />,
  parameters: {
    layout: 'fullscreen',
    portal: { account: null, route: '/forgottenPassword' } satisfies PortalParameters,
  },
} satisfies Meta<typeof ForgottenPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /forgottenPassword: user name or e-mail; after sending, the mail hint. */
export const Anfordern: Story = {};

/** The page behind a live link of the password mail: new password and its repeat. */
export const NeuesPasswort: Story = { parameters: { portal: { account: null, route: `/forgottenPassword/${LIVE}` } } };

/** A used or expired link: the server's text and a way to request a new one. */
export const LinkUngueltig: Story = { parameters: { portal: { account: null, route: '/forgottenPassword/benutzt' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { PortalRoutes } from '../../routing';
import { withPortal } from '../../storybook';
import type { PortalParameters } from '../../storybook';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Screens/Anmeldeseite',
  component: LoginPage,
  decorators: [withPortal],
  // The real route table: a successful login ('demo' / 'Disponent#2026') leads on to the order list.
  render: () => <PortalRoutes />,
  parameters: { layout: 'fullscreen', portal: { account: null, route: '/' } satisfies PortalParameters },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The full login page with the anonymous configuration: form, 'Passwort vergessen?' and 'Registrieren'. */
export const Anmeldeseite: Story = {};

/** A wrong password: the server's notification opens the error modal. */
export const AnmeldungFehlgeschlagen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The route table loads the login page as its own chunk.
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Benutzer' }), 'demo');
    await userEvent.type(canvas.getByLabelText('Passwort'), 'falsch');
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Anmeldung fehlgeschlagen' });
  },
};

/** The toll calculator beside the login: Germany asks for a 5-digit PLZ; the estimate shows in euro with its explanation. */
export const Mautrechner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const abgang = await canvas.findByRole('combobox', { name: /^Abgangsland/ });
    // The countries load from GET /api/maut/laender.
    await within(abgang).findByRole('option', { name: 'Deutschland' });
    await userEvent.selectOptions(abgang, 'Deutschland');
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Abgangs-PLZ/ }), '20457');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Empfangsland/ }), 'Deutschland');
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Empfangs-PLZ/ }), '80331');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Gewicht/ }), '12000');
    await userEvent.click(canvas.getByRole('button', { name: 'Maut berechnen' }));
    await canvas.findByText(/Geschätzte Maut: 189,21/);
  },
};

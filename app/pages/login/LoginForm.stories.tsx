import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginForm } from './LoginForm';

const meta: Meta<typeof LoginForm> = {
  title: 'Screens/Anmeldung',
  component: LoginForm,
  args: { context: { config: { isRegistrierung: 'true' } }, onLogin: () => undefined },
  parameters: { layout: 'centered' },
};
export default meta;
type Story = StoryObj<typeof LoginForm>;

/** The login screen as the engine renders schemas/screens/login.screen.json. */
export const Anmeldung: Story = {};

/** While the login request runs, the form is disabled. */
export const WirdAngemeldet: Story = { args: { busy: true } };

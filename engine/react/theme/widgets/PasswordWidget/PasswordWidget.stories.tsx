import type { Meta, StoryObj } from '@storybook/react-vite';
import { loginSchema, loginUiSchema, StoryForm } from '../../fixtures';

/** The portal login with a masked password field. */
const meta = {
  title: 'Engine/Theme/Widgets/PasswordWidget',
  component: StoryForm,
  args: { schema: loginSchema, uiSchema: loginUiSchema, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Empty login, focus in the user name. */
export const Login: Story = {};

/** User name remembered by the browser, password still to type. */
export const UserRemembered: Story = { args: { formData: { benutzer: 'disponent.bremen' } } };

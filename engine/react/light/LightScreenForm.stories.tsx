import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { signInScreen } from '../../core/fixtures';
import { LightScreenForm } from './LightScreenForm';

/** A one-step screen document as a page's first paint shows it: the light form, or the full engine when it needs more. */
const meta: Meta<typeof LightScreenForm> = {
  title: 'Engine/LightScreenForm',
  component: LightScreenForm,
  args: { document: signInScreen, onSubmit: fn(), onAction: fn(), context: { config: {} } },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Two mandatory fields and the submit button; the form button's switch is off. */
export const Anmeldung: Story = {};

/** The switch shows the form button 'Konto anlegen'. */
export const MitKontoAnlegen: Story = { args: { context: { config: { kontoAnlegen: 'true' } } } };

/** An overlay for the screen: the full engine renders it (loaded on demand). */
export const MitOverlay: Story = {
  args: {
    overlays: [
      {
        id: 'kennung-hilfe',
        screen: 'anmeldung',
        when: true,
        patch: { dataSchema: { properties: { kennung: { title: 'Kennung (E-Mail)' } } } },
      },
    ],
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenForm } from '../ScreenForm';
import { fixtureOptionSources, orderPositionsScreen } from './fixtures';

/** The services dialog of order capture: opened from the toolbar, confirm disabled while the title is blank. */
const meta: Meta<typeof ScreenForm> = {
  title: 'Engine/Layout/Dialog',
  component: ScreenForm,
  args: { document: orderPositionsScreen, optionSources: fixtureOptionSources, onSubmit: () => undefined },
};
export default meta;
type Story = StoryObj<typeof ScreenForm>;

/** A new service: the dialog is titled 'Service hinzufügen'. */
export const ServiceHinzufuegen: Story = {};

/** Editing service 1 'Avisierung': the dialog is titled 'Avisierung bearbeiten'. */
export const ServiceBearbeiten: Story = { args: { formData: { serviceIndex: 1, serviceName: 'Avisierung' } } };

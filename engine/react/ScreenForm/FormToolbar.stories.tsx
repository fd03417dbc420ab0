import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@blueprintjs/core';
import { captureScreen } from '../../core/fixtures';
import { ScreenForm } from './ScreenForm';
import { copyLines, onePosition } from './fixtures';

/** A capture screen whose Save sits in the sticky toolbar (`placement: toolbar`): a refused save lists its messages there. */
const meta: Meta<typeof ScreenForm> = {
  title: 'Engine/ScreenForm/Toolbar',
  component: ScreenForm,
  args: { document: captureScreen, onSubmit: () => undefined, onAction: copyLines },
};
export default meta;
type Story = StoryObj<typeof ScreenForm>;

/** A new order: Speichern and Abbrechen at the top; Enter in a field moves to the next one. */
export const NeuerAuftrag: Story = {};

/** One position without its weight: Speichern lists sender, recipient, Frankatur and the cell, and focuses the sender's name. */
export const EinePosition: Story = { args: { formData: onePosition } };

/** A caller-drawn toolbar item in the place of a `kind: custom` action. */
export const MitDruckmenue: Story = {
  args: {
    document: {
      ...captureScreen,
      actions: [...captureScreen.actions!, { id: 'drucken', label: 'Drucken', kind: 'custom' }],
    },
    toolbarItems: { drucken: <Button icon="print" text="Drucken" /> },
  },
};

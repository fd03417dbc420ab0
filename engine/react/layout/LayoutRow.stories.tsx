import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenForm } from '../ScreenForm';
import { gridScreen } from './gridFixtures';

/** The layout vocabulary (rows on the 12-column grid, spans, widths, labels beside, collapsible panels, compact tables). */
const meta: Meta<typeof ScreenForm> = {
  title: 'Engine/Layout/Raster',
  component: ScreenForm,
  args: { document: gridScreen, context: { config: {} }, onSubmit: () => undefined },
};
export default meta;
type Story = StoryObj<typeof ScreenForm>;

/** Wide window: sender and recipient side by side, address lines grouped, Hinweise folded. Narrow the window below 768 px to see it stack. */
export const Breit: Story = {
  args: {
    formData: {
      datum: '2026-11-24',
      absender: {
        name: 'Nordlicht Hamburg',
        strasse: 'Am Sandtorkai',
        hausnummer: '12',
        lkz: 'DE',
        plz: '20457',
        ort: 'Hamburg',
      },
    },
  },
};

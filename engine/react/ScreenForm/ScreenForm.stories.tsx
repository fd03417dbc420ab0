import type { Meta, StoryObj } from '@storybook/react-vite';
import { shipmentScreen, variantB } from '../../core/fixtures';
import { ExplainModeDefault } from '../explain';
import { ScreenForm } from './ScreenForm';

const meta: Meta<typeof ScreenForm> = {
  title: 'Engine/ScreenForm',
  component: ScreenForm,
  args: { document: shipmentScreen, overlays: [variantB], onSubmit: () => undefined },
};
export default meta;
type Story = StoryObj<typeof ScreenForm>;

/** Default configuration: delivery date optional and editable. */
export const Standard: Story = { args: { context: { config: {} } } };

/** isZustellDatumPflicht and isDenyZustelldatum on: date required, read-only until Fixtermin. */
export const ZustelldatumGesperrt: Story = {
  args: {
    context: { config: { isZustellDatumPflicht: 'true', isDenyZustelldatum: 'true' } },
    formData: { terminkennzeichen: '1' },
  },
};

/** zustelldatum_off hides the planned delivery date, and a hidden field is never required. */
export const ZustelldatumAus: Story = {
  args: { context: { config: { zustelldatum_off: 'true', isZustellDatumPflicht: 'true' } } },
};

/** Variant B allows a 50 character reference. */
export const VarianteB: Story = {
  args: { context: { variant: 'B' }, formData: { empfaengerReferenz: 'LS-2026-004711 / Rampe 3' } },
};

/** The 'Warum?' mode on (as Storybook's global toggle sets it): variant B's overlay gives the reference 50 characters. */
export const WarumModus: Story = {
  args: { context: { variant: 'B', config: { zustelldatum_off: 'true' } } },
  decorators: [
    (Story) => (
      <ExplainModeDefault.Provider value>
        <Story />
      </ExplainModeDefault.Provider>
    ),
  ],
};

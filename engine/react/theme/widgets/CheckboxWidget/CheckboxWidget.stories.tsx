import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RJSFSchema } from '@rjsf/utils';
import { shipmentData, shipmentSchema, shipmentUiSchema, StoryForm } from '../../fixtures';

/** Confirmation a customer must give before a dangerous goods order is sent. */
const confirmationSchema: RJSFSchema = {
  type: 'object',
  required: ['adrBestaetigt'],
  properties: {
    adrBestaetigt: {
      type: 'boolean',
      title: 'ADR-Angaben geprüft',
      description: 'UN-Nummer, Klasse und Verpackungsgruppe stimmen mit dem Beförderungspapier überein.',
      enum: [true],
    },
  },
};

/** The dangerous goods flag of a shipment as a Blueprint Switch. */
const meta = {
  title: 'Engine/Theme/Widgets/CheckboxWidget',
  component: StoryForm,
  args: { schema: shipmentSchema, uiSchema: shipmentUiSchema, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No dangerous goods: the switch shows 'Nein'. */
export const Off: Story = {};

/** Dangerous goods: the switch shows 'Ja'. */
export const On: Story = { args: { formData: shipmentData } };

/** Own texts inside the switch via ui:options yesLabel / noLabel. */
export const CustomLabels: Story = {
  args: { uiSchema: { ...shipmentUiSchema, gefahrgut: { 'ui:options': { yesLabel: 'ADR', noLabel: 'kein ADR' } } } },
};

/** A switch that must be on: required marker and a description above it. */
export const MustBeOn: Story = { args: { schema: confirmationSchema, uiSchema: {} } };

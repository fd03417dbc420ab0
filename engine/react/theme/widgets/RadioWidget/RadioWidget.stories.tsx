import type { Meta, StoryObj } from '@storybook/react-vite';
import { shipmentData, shipmentSchema, shipmentUiSchema, StoryForm } from '../../fixtures';

/** The delivery type of a shipment as a Blueprint RadioGroup. */
const meta = {
  title: 'Engine/Theme/Widgets/RadioWidget',
  component: StoryForm,
  args: { schema: shipmentSchema, uiSchema: shipmentUiSchema, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Default 'Standard', options in a row (ui:options inline). */
export const Default: Story = {};

/** 'Terminzustellung' chosen, options stacked. */
export const Stacked: Story = {
  args: { formData: shipmentData, uiSchema: { ...shipmentUiSchema, zustellung: { 'ui:widget': 'radio' } } },
};

/** A booked order: the choice is shown but locked. */
export const ReadOnly: Story = { args: { formData: shipmentData, readonly: true } };

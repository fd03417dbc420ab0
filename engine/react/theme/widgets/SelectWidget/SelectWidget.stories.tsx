import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RJSFSchema } from '@rjsf/utils';
import { shipmentData, shipmentSchema, shipmentUiSchema, StoryForm } from '../../fixtures';

/** Loading equipment a truck must bring: several may be chosen. */
const equipmentSchema: RJSFSchema = {
  type: 'object',
  properties: {
    ausstattung: {
      type: 'array',
      title: 'Fahrzeugausstattung',
      uniqueItems: true,
      items: { type: 'string', enum: ['Hebebühne', 'Mitnahmestapler', 'Plane', 'Kühlung'] },
    },
  },
};

/** The Frankatur of a shipment as a Blueprint HTMLSelect. */
const meta = {
  title: 'Engine/Theme/Widgets/SelectWidget',
  component: StoryForm,
  args: { schema: shipmentSchema, uiSchema: shipmentUiSchema, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the empty option reads 'Bitte wählen'. */
export const Empty: Story = {};

/** 'frei Haus' chosen. */
export const Chosen: Story = { args: { formData: shipmentData } };

/** A multiple choice: a list box instead of a drop-down. */
export const Multiple: Story = {
  args: { schema: equipmentSchema, uiSchema: {}, formData: { ausstattung: ['Hebebühne'] } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RJSFSchema } from '@rjsf/utils';
import { addressData, addressSchema, StoryForm } from '../../fixtures';

/** An order with sender and consignee, each address its own panel. */
const orderSchema: RJSFSchema = {
  type: 'object',
  title: 'Auftrag',
  description: 'Abholung und Zustellung der Sendung',
  properties: {
    absender: { ...addressSchema, title: 'Absender' },
    empfaenger: { ...addressSchema, title: 'Empfänger' },
  },
};

/** An object's properties, plain or as a titled Blueprint Section (ui:options.panel). */
const meta = {
  title: 'Engine/Theme/Templates/ObjectFieldTemplate',
  component: StoryForm,
  args: { schema: addressSchema, uiSchema: { 'ui:options': { panel: true } }, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The sender address as a panel headed 'Absender'. */
export const Panel: Story = { args: { formData: addressData } };

/** The same address without panel: a heading above the fields. */
export const Plain: Story = { args: { uiSchema: {}, formData: addressData } };

/** Nested objects: plain order with a description, each address a panel. */
export const NestedPanels: Story = {
  args: {
    schema: orderSchema,
    uiSchema: { absender: { 'ui:options': { panel: true } }, empfaenger: { 'ui:options': { panel: true } } },
    formData: { absender: addressData },
  },
};

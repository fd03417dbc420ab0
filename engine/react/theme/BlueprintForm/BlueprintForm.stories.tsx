import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import {
  addressData,
  addressSchema,
  loginSchema,
  loginUiSchema,
  packagesSchema,
  packagesUiSchema,
  shipmentSchema,
  shipmentUiSchema,
  StoryForm,
} from '../fixtures';

/** A whole freight order: sender, shipment options and cargo, each a panel. */
const orderSchema: RJSFSchema = {
  type: 'object',
  title: 'Neuer Auftrag',
  required: ['absender'],
  properties: { absender: addressSchema, sendung: shipmentSchema, ladung: packagesSchema },
};

/** Order layout: every part a panel, the parts' own layouts kept. */
const orderUiSchema: UiSchema = {
  absender: { 'ui:options': { panel: true } },
  sendung: { ...shipmentUiSchema, 'ui:options': { panel: true } },
  ladung: { ...packagesUiSchema, 'ui:options': { panel: true } },
  'ui:submitButtonOptions': { submitText: 'Auftrag senden' },
};

/** The rjsf Form with the Blueprint theme, on the product's real documents. */
const meta = {
  title: 'Engine/Theme/BlueprintForm',
  component: StoryForm,
  args: { schema: loginSchema, uiSchema: loginUiSchema, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The portal login. */
export const Login: Story = {};

/** A new freight order with the sender filled in. */
export const FreightOrder: Story = {
  args: { schema: orderSchema, uiSchema: orderUiSchema, formData: { absender: addressData } },
};

/** The same order with the error summary on top in addition to the field errors. */
export const FreightOrderWithErrorList: Story = {
  args: { schema: orderSchema, uiSchema: orderUiSchema, showErrorList: 'top' },
};

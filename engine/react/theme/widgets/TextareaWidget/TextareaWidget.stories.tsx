import type { Meta, StoryObj } from '@storybook/react-vite';
import { shipmentData, shipmentSchema, shipmentUiSchema, StoryForm } from '../../fixtures';

/** The remark on a shipment as a multi-line field. */
const meta = {
  title: 'Engine/Theme/Widgets/TextareaWidget',
  component: StoryForm,
  args: { schema: shipmentSchema, uiSchema: shipmentUiSchema, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No remark yet: three rows, 200 characters, a help text. */
export const Empty: Story = {};

/** A delivery window in the remark. */
export const Filled: Story = { args: { formData: shipmentData } };

/** A text area whose document gives no limits: the engine's defaults, 3 line breaks and 200 characters (orders.md §5). */
export const OhneGrenzen: Story = {
  args: {
    schema: { type: 'object', properties: { notiz: { type: 'string', title: 'Notiz' } } },
    uiSchema: { notiz: { 'ui:widget': 'textarea' } },
  },
};

/** Dispohinweis of an order: 70 characters, at most 5 line breaks (orders.md §5). */
export const Dispohinweis: Story = {
  args: {
    schema: { type: 'object', properties: { dispohinweis: { type: 'string', title: 'Dispohinweis', maxLength: 70 } } },
    uiSchema: { dispohinweis: { 'ui:widget': 'textarea', 'ui:options': { rows: 3, maxLineBreaks: 5 } } },
  },
};

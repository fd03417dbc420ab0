import type { Meta, StoryObj } from '@storybook/react-vite';
import { orderCaptureData, orderCaptureSchema, orderCaptureUiSchema, StoryForm } from '../../fixtures';

const schema = {
  ...orderCaptureSchema,
  required: [],
  properties: { zustellzeitVon: orderCaptureSchema.properties!.zustellzeitVon },
};

/** The start of the delivery window of an order. */
const meta = {
  title: 'Engine/Theme/Widgets/TimeWidget',
  component: StoryForm,
  args: { schema, uiSchema: orderCaptureUiSchema, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No time yet. */
export const Empty: Story = {};

/** Delivery from 07:30. */
export const Filled: Story = { args: { formData: orderCaptureData } };

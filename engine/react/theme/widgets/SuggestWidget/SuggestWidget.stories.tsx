import type { Meta, StoryObj } from '@storybook/react-vite';
import { orderCaptureData, orderCaptureSchema, orderCaptureUiSchema, StoryForm } from '../../fixtures';

const schema = {
  ...orderCaptureSchema,
  required: [],
  properties: { verpackung: orderCaptureSchema.properties!.verpackung },
};

/** The packaging of a goods position, found by typing part of its name. */
const meta = {
  title: 'Engine/Theme/Widgets/SuggestWidget',
  component: StoryForm,
  args: { schema, uiSchema: orderCaptureUiSchema, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Empty: Story = {};

/** Europalette chosen. */
export const Filled: Story = { args: { formData: orderCaptureData } };

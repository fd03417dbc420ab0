import type { Meta, StoryObj } from '@storybook/react-vite';
import { orderCaptureData, orderCaptureSchema, orderCaptureUiSchema, StoryForm } from '../../fixtures';

const schema = { ...orderCaptureSchema, required: [], properties: { iban: orderCaptureSchema.properties!.iban } };

/** The IBAN of a cash-on-delivery order (variant B). */
const meta = {
  title: 'Engine/Theme/Widgets/IbanWidget',
  component: StoryForm,
  args: { schema, uiSchema: orderCaptureUiSchema, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No IBAN yet. */
export const Empty: Story = {};

/** A valid German IBAN. */
export const Filled: Story = { args: { formData: orderCaptureData } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { orderCaptureData, orderCaptureSchema, orderCaptureUiSchema, StoryForm } from '../../fixtures';

const pick = (...names: string[]) => ({
  ...orderCaptureSchema,
  required: [],
  properties: Object.fromEntries(names.map((n) => [n, orderCaptureSchema.properties![n]])),
});

/** Amounts, weights and counts of an order in German notation. */
const meta = {
  title: 'Engine/Theme/Widgets/NumberWidget',
  component: StoryForm,
  args: {
    schema: pick('nachnahmeBetrag', 'bruttoGewicht', 'anzahl'),
    uiSchema: orderCaptureUiSchema,
    showErrorList: false,
  },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing entered yet. */
export const Empty: Story = {};

/** 1.234,50 € cash on delivery, 640 kg, two packages. */
export const Filled: Story = { args: { formData: orderCaptureData } };

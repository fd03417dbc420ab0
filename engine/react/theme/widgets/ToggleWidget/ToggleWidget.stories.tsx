import type { Meta, StoryObj } from '@storybook/react-vite';
import { orderCaptureSchema, orderCaptureUiSchema, StoryForm } from '../../fixtures';

const schema = {
  ...orderCaptureSchema,
  required: [],
  properties: {
    avis: orderCaptureSchema.properties!.avis,
    selbstabholung: { type: 'boolean' as const, title: 'Selbstabholung' },
  },
};

/** Yes/no choices of an order: avis with its own labels, self pick-up with the default Ja/Nein. */
const meta = {
  title: 'Engine/Theme/Widgets/ToggleWidget',
  component: StoryForm,
  args: {
    schema,
    uiSchema: { ...orderCaptureUiSchema, selbstabholung: { 'ui:widget': 'toggle' } },
    showErrorList: false,
  },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing chosen. */
export const Empty: Story = {};

/** With avis. */
export const Filled: Story = { args: { formData: { avis: true } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { orderCaptureData, orderCaptureSchema, orderCaptureUiSchema, StoryForm } from '../../fixtures';

const schema = { ...orderCaptureSchema, properties: { abholdatum: orderCaptureSchema.properties!.abholdatum } };

/** The pick-up date of an order: typed de-DE (24.11.26, 24112026 …), shown as dd.mm.yyyy, or chosen in a German calendar. */
const meta = {
  title: 'Engine/Theme/Widgets/DateWidget',
  component: StoryForm,
  args: { schema, uiSchema: orderCaptureUiSchema, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No date yet (required). */
export const Empty: Story = {};

/** Pick-up on 24.11.2026. */
export const Filled: Story = { args: { formData: orderCaptureData } };

/** A text that is no date stays as typed (validation refuses it on the field). */
export const NoDate: Story = { args: { formData: { abholdatum: '31.02.2026' } } };

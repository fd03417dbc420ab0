import type { Meta, StoryObj } from '@storybook/react-vite';
import { addressData, addressSchema, addressUiSchema, StoryForm } from '../../fixtures';

/** Text fields on the sender address of a freight order. */
const meta = {
  title: 'Engine/Theme/Widgets/TextWidget',
  component: StoryForm,
  args: { schema: addressSchema, uiSchema: addressUiSchema, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A new address: required markers, length limits, autofill hints. */
export const Empty: Story = {};

/** A complete address. */
export const Filled: Story = { args: { formData: addressData } };

/** A booked order: the address can be read and copied but not changed. */
export const ReadOnly: Story = { args: { formData: addressData, readonly: true } };

/** A cancelled order: the address is greyed out. */
export const Disabled: Story = { args: { formData: addressData, disabled: true } };

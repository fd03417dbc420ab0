import type { Meta, StoryObj } from '@storybook/react-vite';
import { addressData, addressSchema, extraReferencesData, extraReferencesSchema, StoryForm } from '../../fixtures';

/** Free key/value references (additionalProperties): the key can be renamed, the entry removed. */
const meta = {
  title: 'Engine/Theme/Templates/WrapIfAdditionalTemplate',
  component: StoryForm,
  args: { schema: extraReferencesSchema, uiSchema: {}, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Two customer references. */
export const References: Story = { args: { formData: extraReferencesData } };

/** Ordinary fields pass through unchanged. */
export const OrdinaryFields: Story = { args: { schema: addressSchema, formData: addressData } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSchemaBuilder } from '@rjsf/utils';
import { addressData, addressSchema, addressUiSchema, StoryForm } from '../../fixtures';

/** Error messages directly under the field they belong to. */
const meta = {
  title: 'Engine/Theme/Templates/FieldErrorTemplate',
  component: StoryForm,
  args: { schema: addressSchema, uiSchema: addressUiSchema, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Two messages the address check of the server returned for one field, one for another. */
export const ServerErrors: Story = {
  args: {
    formData: { ...addressData, plz: '2821', ort: 'Bremen-Nord' },
    extraErrors: new ErrorSchemaBuilder()
      .addErrors(['PLZ ist zu kurz', 'PLZ und Ort passen nicht zusammen'], 'plz')
      .addErrors('Ort unbekannt', 'ort').ErrorSchema,
  },
};

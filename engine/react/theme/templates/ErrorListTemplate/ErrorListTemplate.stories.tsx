import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSchemaBuilder } from '@rjsf/utils';
import { addressSchema, addressUiSchema, StoryForm } from '../../fixtures';

/** The summary of all errors, as rjsf shows it unless showErrorList is false. */
const meta = {
  title: 'Engine/Theme/Templates/ErrorListTemplate',
  component: StoryForm,
  args: { schema: addressSchema, uiSchema: addressUiSchema, showErrorList: 'top' },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Submit the empty address: the summary appears above the form. */
export const Top: Story = {};

/** Server errors summarised below the form. */
export const Bottom: Story = {
  args: {
    showErrorList: 'bottom',
    formData: { name: 'Hansa Logistik', strasse: 'Überseetor 14', plz: '99999', ort: 'Bremen' },
    extraErrors: new ErrorSchemaBuilder().addErrors('PLZ und Ort passen nicht zusammen', 'plz').ErrorSchema,
  },
};

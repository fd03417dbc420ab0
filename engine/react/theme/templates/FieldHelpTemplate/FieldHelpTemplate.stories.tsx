import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSchemaBuilder } from '@rjsf/utils';
import { addressSchema, addressUiSchema, StoryForm } from '../../fixtures';

/** The ui:help hint under a field. */
const meta = {
  title: 'Engine/Theme/Templates/FieldHelpTemplate',
  component: StoryForm,
  args: { schema: addressSchema, uiSchema: addressUiSchema, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The PLZ explains its format. */
export const PostcodeHelp: Story = {};

/** Help below the error: after a submit the PLZ shows both. */
export const HelpAndError: Story = {
  args: {
    formData: { plz: '2821' },
    extraErrors: new ErrorSchemaBuilder().addErrors('PLZ ist zu kurz', 'plz').ErrorSchema,
  },
};

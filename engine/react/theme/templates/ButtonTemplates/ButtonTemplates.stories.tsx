import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  addressSchema,
  addressUiSchema,
  loginSchema,
  loginUiSchema,
  packagesData,
  packagesSchema,
  packagesUiSchema,
  StoryForm,
} from '../../fixtures';

/** Submit and row buttons of the theme. */
const meta = {
  title: 'Engine/Theme/Templates/ButtonTemplates',
  component: StoryForm,
  args: { schema: addressSchema, uiSchema: addressUiSchema, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Default submit text 'Speichern'. */
export const DefaultSubmit: Story = {};

/** Own submit text from ui:submitButtonOptions ('Anmelden'). */
export const CustomSubmit: Story = { args: { schema: loginSchema, uiSchema: loginUiSchema } };

/** No submit button, for forms whose screen has its own actions. */
export const NoSubmit: Story = {
  args: { uiSchema: { ...addressUiSchema, 'ui:submitButtonOptions': { norender: true } } },
};

/** Disabled form: the submit button is disabled too. */
export const DisabledForm: Story = { args: { disabled: true } };

/** Add, move, copy and remove buttons of lists. */
export const ListButtons: Story = {
  args: { schema: packagesSchema, uiSchema: packagesUiSchema, formData: packagesData },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RJSFSchema } from '@rjsf/utils';
import { loginSchema, loginUiSchema, StoryForm } from '../../fixtures';

/** Contact persons of an order: a required object with its own title. */
const contactsSchema: RJSFSchema = {
  type: 'object',
  required: ['verlader'],
  properties: {
    verlader: {
      type: 'object',
      title: 'Ansprechpartner Verladung',
      properties: {
        name: { type: 'string', title: 'Name', maxLength: 35 },
        telefon: { type: 'string', title: 'Telefon' },
      },
    },
  },
};

/** Headings of objects and lists that are not shown as panels. */
const meta = {
  title: 'Engine/Theme/Templates/TitleFieldTemplate',
  component: StoryForm,
  args: { schema: loginSchema, uiSchema: loginUiSchema, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The login form's title 'Anmeldung'. */
export const FormTitle: Story = {};

/** A required sub-object: heading with required marker. */
export const RequiredSection: Story = { args: { schema: contactsSchema, uiSchema: {} } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { StoryForm } from '../../fixtures';

/** Contact and weight fields of an order: other input types rendered through the same Blueprint InputGroup. */
const contactSchema: RJSFSchema = {
  type: 'object',
  title: 'Ansprechpartner',
  properties: {
    email: { type: 'string', title: 'E-Mail', format: 'email', maxLength: 80 },
    telefon: { type: 'string', title: 'Telefon', maxLength: 20, examples: ['+49 421 123456'] },
    gewicht: { type: 'number', title: 'Gewicht (kg)', minimum: 0, maximum: 24000 },
    ladetag: { type: 'string', title: 'Ladetag', format: 'date' },
  },
};

/** Telephone number as tel input with a placeholder and a clear button. */
const contactUiSchema: UiSchema = {
  email: { 'ui:autocomplete': 'email' },
  telefon: { 'ui:options': { inputType: 'tel', allowClearTextInputs: true }, 'ui:placeholder': '+49 …' },
};

/** The InputGroup behind text, email, tel, number and date fields. */
const meta = {
  title: 'Engine/Theme/Templates/BaseInputTemplate',
  component: StoryForm,
  args: { schema: contactSchema, uiSchema: contactUiSchema, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Empty contact: placeholder, suggestions from schema examples. */
export const Empty: Story = {};

/** Filled contact: the telephone number can be cleared with one click. */
export const Filled: Story = {
  args: {
    formData: { email: 'dispo@hansa-logistik.de', telefon: '+49 421 555 0', gewicht: 640, ladetag: '2025-03-14' },
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSchemaBuilder, type RJSFSchema } from '@rjsf/utils';
import { addressSchema, addressUiSchema, StoryForm } from '../../fixtures';

/** Loading point of an order: a field with a description and one that is carried along invisibly. */
const loadingPointSchema: RJSFSchema = {
  type: 'object',
  title: 'Beladestelle',
  required: ['rampe'],
  properties: {
    rampe: { type: 'string', title: 'Rampe', maxLength: 10, description: 'Torbezeichnung laut Zeitfenster-Buchung' },
    ladestellenId: { type: 'string', title: 'Ladestellen-ID', default: 'LS-0042' },
  },
};

/** Label, required marker, description, help and errors of a field in a Blueprint FormGroup. */
const meta = {
  title: 'Engine/Theme/Templates/FieldTemplate',
  component: StoryForm,
  args: { schema: addressSchema, uiSchema: addressUiSchema, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Submit the empty address to see the errors under the fields; typing clears a field's error. */
export const Address: Story = {};

/** Errors the server reported, shown at their fields before the user does anything. */
export const ServerErrors: Story = {
  args: {
    formData: { name: 'Hansa Logistik', strasse: 'Überseetor 14', plz: '99999', ort: 'Bremen' },
    extraErrors: new ErrorSchemaBuilder().addErrors('PLZ und Ort passen nicht zusammen', 'plz').ErrorSchema,
  },
};

/** A field with a description under its label, and an id field hidden with ui:widget "hidden". */
export const DescriptionAndHidden: Story = {
  args: { schema: loadingPointSchema, uiSchema: { ladestellenId: { 'ui:widget': 'hidden' } } },
};

/** Yes/no switches (toggle and checkbox) carry their label beside the switch, never a second one above it. */
export const Switches: Story = {
  args: {
    schema: {
      type: 'object',
      properties: {
        einmaladresse: { type: 'boolean', title: 'Einmaladresse' },
        unsichtbar: { type: 'boolean', title: 'Unsichtbar' },
      },
    },
    uiSchema: { einmaladresse: { 'ui:widget': 'toggle' }, unsichtbar: { 'ui:widget': 'checkbox' } },
  },
};

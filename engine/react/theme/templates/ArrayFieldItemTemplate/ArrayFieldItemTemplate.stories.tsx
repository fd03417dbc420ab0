import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSchemaBuilder } from '@rjsf/utils';
import { packagesData, packagesSchema, packagesUiSchema, StoryForm } from '../../fixtures';

/** One row of a list: package lines on cards, references as plain rows. */
const meta = {
  title: 'Engine/Theme/Templates/ArrayFieldItemTemplate',
  component: StoryForm,
  args: { schema: packagesSchema, uiSchema: packagesUiSchema, formData: packagesData, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Package lines and references with their toolbars. */
export const Rows: Story = {};

/** A package line with errors: the row's fields flag them in place. */
export const RowWithErrors: Story = {
  args: {
    extraErrors: new ErrorSchemaBuilder().addErrors('Gewicht fehlt für Gefahrgut', ['packstuecke', 1, 'gewicht'])
      .ErrorSchema,
  },
};

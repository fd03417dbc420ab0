import type { Meta, StoryObj } from '@storybook/react-vite';
import { packagesData, packagesSchema, packagesUiSchema, StoryForm } from '../../fixtures';

/** The package lines of an order as a list with 'Hinzufügen' / 'Entfernen'. */
const meta = {
  title: 'Engine/Theme/Templates/ArrayFieldTemplate',
  component: StoryForm,
  args: { schema: packagesSchema, uiSchema: packagesUiSchema, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No packages yet. */
export const Empty: Story = {};

/** Two package lines and two references. */
export const Filled: Story = { args: { formData: packagesData } };

/** A booked order: rows can be read, not added or removed. */
export const ReadOnly: Story = { args: { formData: packagesData, readonly: true } };

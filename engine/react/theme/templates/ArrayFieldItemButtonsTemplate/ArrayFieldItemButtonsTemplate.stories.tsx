import type { Meta, StoryObj } from '@storybook/react-vite';
import { packagesData, packagesSchema, packagesUiSchema, StoryForm } from '../../fixtures';

/** The toolbar of a list row: move up/down, copy, remove, with German names. */
const meta = {
  title: 'Engine/Theme/Templates/ArrayFieldItemButtonsTemplate',
  component: StoryForm,
  args: { schema: packagesSchema, uiSchema: packagesUiSchema, formData: packagesData, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** References can be reordered and copied; package lines only removed. */
export const Toolbars: Story = {};

/** Disabled form: every row button is disabled. */
export const Disabled: Story = { args: { disabled: true } };

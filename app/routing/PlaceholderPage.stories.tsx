import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlaceholderPage } from './PlaceholderPage';

const meta = {
  title: 'Screens/Platzhalter',
  component: PlaceholderPage,
  args: { title: 'Auftragsvorlagen' },
} satisfies Meta<typeof PlaceholderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A protected route whose screen a later issue builds. */
export const Auftragsvorlagen: Story = {};

/** The monthly CSV export, also not built yet. */
export const MonatlicherCsvExport: Story = { args: { title: 'Monatlicher CSV-Export' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { engineProfile, gridColumns } from '../../core';
import { ColumnMenu } from './ColumnMenu';
import { shipmentColumns } from './fixtures';

// The profile Storybook's preview (and the unit tests' setup) installed with the portal's documents.
const columns = gridColumns(shipmentColumns, engineProfile().grid.columnWidth);

const meta = {
  title: 'Engine/DataGrid/ColumnMenu',
  component: ColumnMenu,
  args: { columns, defaults: columns, onChange: fn() },
} satisfies Meta<typeof ColumnMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The column menu of the shipment list: 'Hinweis' is hidden by default. */
export const Standard: Story = {};

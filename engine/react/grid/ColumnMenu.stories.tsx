import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { gridColumns } from '../../core';
import { ColumnMenu } from './ColumnMenu';
import { shipmentColumns } from './fixtures';

const meta = {
  title: 'Engine/DataGrid/ColumnMenu',
  component: ColumnMenu,
  args: { columns: gridColumns(shipmentColumns), defaults: gridColumns(shipmentColumns), onChange: fn() },
} satisfies Meta<typeof ColumnMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The column menu of the shipment list: 'Hinweis' is hidden by default. */
export const Standard: Story = {};

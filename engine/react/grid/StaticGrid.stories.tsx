import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { engineProfile, gridColumns } from '../../core';
import { StaticGrid } from './StaticGrid';
import { shipmentColumns, shipmentRows } from './fixtures';
import type { ShipmentRow } from './fixtures';

const columns = gridColumns(shipmentColumns, engineProfile().grid.columnWidth);

const meta = {
  title: 'Engine/DataGrid/StaticGrid',
  component: StaticGrid<ShipmentRow>,
  args: {
    label: 'Webhook-Endpunkte',
    columns,
    rows: shipmentRows(7),
    rowKey: 'id',
    emptyText: 'Keine Einträge vorhanden.',
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof StaticGrid<ShipmentRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Seven entries, all shown: no pager, no sorting. */
export const Kurzliste: Story = {};

/** One entry marked. */
export const Markiert: Story = { args: { selectedIds: [3] } };

/** While the entries load. */
export const Laedt: Story = { args: { rows: null } };

/** No entries: the list's own text. */
export const Leer: Story = { args: { rows: [] } };

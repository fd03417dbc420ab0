import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { fn } from 'storybook/test';
import { engineProfile, gridColumns } from '../../core';
import { shipmentColumns } from './fixtures';
import { GridHeaderCell } from './GridHeaderCell';

// The profile Storybook's preview (and the unit tests' setup) installed with the portal's documents.
const columns = gridColumns(shipmentColumns, engineProfile().grid.columnWidth);
const datum = columns.find((c) => c.id === 'datum')!;

/** A header cell needs its table row around it. */
function InTable(props: ComponentProps<typeof GridHeaderCell>) {
  return (
    <table>
      <thead>
        <tr>
          <GridHeaderCell {...props} />
        </tr>
      </thead>
    </table>
  );
}

const meta = {
  title: 'Engine/DataGrid/GridHeaderCell',
  component: InTable,
  args: { column: datum, sort: null, onSort: fn(), onResize: fn() },
} satisfies Meta<typeof InTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Datum' in the server's default order: a click sorts ascending; the edge handle changes the width (75 px by the width rule: 9 px × 5 + 30). */
export const Unsortiert: Story = {};

/** Sorted ascending (second step of the cycle). */
export const Aufsteigend: Story = { args: { sort: { columnId: 'datum', direction: 1 } } };

/** Sorted descending (third step; the next click returns to the default order). */
export const Absteigend: Story = { args: { sort: { columnId: 'datum', direction: 2 } } };

/** At the minimum width of 70 px: narrowing stops there. */
export const Mindestbreite: Story = { args: { column: { ...datum, width: 70 } } };

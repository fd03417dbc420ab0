import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GridPager } from './GridPager';

const meta = {
  title: 'Engine/DataGrid/GridPager',
  component: GridPager,
  args: {
    total: 312,
    page: 15,
    pageSize: 13,
    pageSizes: [13, 25, 50, 100],
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
} satisfies Meta<typeof GridPager>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 312 orders, page 15 of 24: the window shows 10-19 (5 before, 4 after). */
export const MitteDerListe: Story = {};

/** The first page: 'Erste Seite' and 'Vorherige Seite' are disabled. */
export const ErsteSeite: Story = { args: { page: 1 } };

/** Near the end: the last 10 pages. */
export const LetzteSeiten: Story = { args: { page: 22 } };

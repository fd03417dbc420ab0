import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './DataGrid.stories';

const { Standard } = composeStories(stories);

// jsdom has no layout: the grid's scroll area is given a 600 × 150 px viewport (5 rows), so the virtualiser has something to fill.
const VIEWPORT = { clientWidth: 600, clientHeight: 150 };
const saved = Object.fromEntries(
  Object.keys(VIEWPORT).map((k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)]),
);
beforeEach(() => {
  for (const [key, value] of Object.entries(VIEWPORT))
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
});
afterEach(() => {
  cleanup();
  for (const [key, descriptor] of Object.entries(saved))
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});

const grid = () => screen.getByRole('grid', { name: 'Sendungsliste' });
const bodyRows = () => within(grid()).getAllByRole('row').slice(1);
const headers = () => within(grid()).getAllByRole('columnheader');
/** Scrolls the grid's scroll area to the given offsets and lets the virtualiser re-render. */
const scrollTo = (top: number, left: number) =>
  act(() => {
    const area = grid().parentElement!;
    Object.defineProperty(area, 'scrollTop', { configurable: true, value: top });
    Object.defineProperty(area, 'scrollLeft', { configurable: true, value: left });
    fireEvent.scroll(area);
  });

describe('DataGrid virtualisation', () => {
  it('renders only the rows and columns in view, with their positions for assistive technology', () => {
    render(<Standard initialPageSize={50} />);
    expect(grid().getAttribute('aria-rowcount')).toBe('58');
    expect(grid().getAttribute('aria-colcount')).toBe('10');
    // 150 px at about 30 px a row plus the overscan of 25: fewer than the page's 50 rows.
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.length).toBeLessThanOrEqual(31);
    expect(rows[0].getAttribute('aria-rowindex')).toBe('2');
    expect(within(rows[0]).getAllByRole('gridcell')[0].textContent).toBe('HH-2026-001001');
    // 600 px of 10 columns: the last ones are not rendered yet; the rendered ones know their place.
    expect(headers().length).toBeLessThan(10);
    expect(headers().map((h) => h.getAttribute('aria-colindex'))).toEqual(headers().map((_, i) => String(i + 1)));
    expect(within(grid()).queryByRole('columnheader', { name: 'Gefahrgut' })).toBeNull();
    expect(screen.queryByText('HH-2026-001040')).toBeNull();
  });

  it('brings further rows and columns in as the user scrolls', () => {
    render(<Standard initialPageSize={50} />);
    scrollTo(30 * 30, 2000);
    const rows = bodyRows();
    expect(rows.length).toBeLessThan(50);
    const indexes = rows.map((r) => Number(r.getAttribute('aria-rowindex')));
    expect(indexes).not.toContain(2);
    expect(indexes).toContain(42);
    // Consecutive positions: the rows above stand in as one spacer, not as missing numbers.
    expect(indexes).toEqual(indexes.map((_, i) => indexes[0] + i));
    const row = rows[indexes.indexOf(42)];
    const last = within(grid()).getByRole('columnheader', { name: 'Gefahrgut' });
    expect(last.getAttribute('aria-colindex')).toBe('10');
    const cells = within(row).getAllByRole('gridcell');
    expect(cells.at(-1)!.getAttribute('aria-colindex')).toBe('10');
    expect(cells.at(-1)!.textContent).toMatch(/^(Ja|Nein)$/);
    expect(within(grid()).queryByRole('columnheader', { name: 'Sendungsnummer' })).toBeNull();
  });

  it('counts rows of earlier pages in aria-rowindex', () => {
    render(<Standard initialPageSize={25} />);
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(bodyRows()[0].getAttribute('aria-rowindex')).toBe('27');
    expect(within(bodyRows()[0]).getAllByRole('gridcell')[0].textContent).toBe('HH-2026-001026');
  });

  it('End moves the focus to the last row of the page, which is rendered for it', async () => {
    render(<Standard initialPageSize={50} />);
    expect(screen.queryByText('HH-2026-001050')).toBeNull();
    bodyRows()[0].focus();
    await userEvent.keyboard('{End}');
    // The grid scrolls to the row; jsdom does not scroll, so the test scrolls as the browser would.
    scrollTo(50 * 30 - 150, 0);
    expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('51');
    expect(document.activeElement?.textContent).toContain('HH-2026-001050');
  });
});

import type { Locator } from 'playwright-core';

/**
 * Scrolls a grid's scroll area from its left edge to its right one, about a viewport at a time, and calls `visit` at
 * each position: the grid renders only the columns in view (column virtualisation), so a check over every column sweeps.
 */
export async function sweepColumns(grid: Locator, visit: () => Promise<void>): Promise<void> {
  const area = grid.locator('xpath=..');
  for (let left = 0; ;) {
    const { width, end } = await area.evaluate(async (el, to) => {
      el.scrollLeft = to;
      // The scroll event re-renders the grid; two frames later the new columns are painted.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return { width: el.clientWidth, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 };
    }, left);
    await visit();
    if (end) break;
    left += Math.max(100, width - 50);
  }
  await area.evaluate((el) => {
    el.scrollLeft = 0;
  });
}

/** Every column header of a grid in column order (aria-colindex), the ones scrolled out of view included. */
export async function allColumnHeaders(grid: Locator): Promise<string[]> {
  const byIndex = new Map<number, string>();
  await sweepColumns(grid, async () => {
    const seen = await grid
      .getByRole('columnheader')
      .evaluateAll((headers) =>
        headers.map((h) => [Number(h.getAttribute('aria-colindex')), (h.textContent ?? '').trim()] as const),
      );
    for (const [index, text] of seen) byIndex.set(index, text);
  });
  return [...byIndex].sort((a, b) => a[0] - b[0]).map(([, text]) => text);
}

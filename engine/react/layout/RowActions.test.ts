import { describe, expect, it } from 'vitest';
import type { RuleContext, TableNode } from '../../core';
import { positionsRowActionsScreen } from './fixtures';
import { rowActionStates } from './RowActions';

const table = positionsRowActionsScreen.layout.find((n): n is TableNode => n.type === 'table')!;
const context = (row: Record<string, unknown>) =>
  ({ session: {}, config: {}, variant: 'default', data: {}, row, index: 0 }) as RuleContext & { row: unknown };

describe('rowActionStates', () => {
  it("gives the memoised row actions one string that changes only with an action's state, not with every keystroke in the row", () => {
    const typed = rowActionStates(table, context({ inhalt: 'Papier', bruttoGewicht: 5 }));
    expect(typed).toBe('gefahrgut:1');
    expect(rowActionStates(table, context({ inhalt: 'Papierrollen', bruttoGewicht: 5 }))).toBe(typed);
    expect(rowActionStates(table, context({ inhalt: 'Papierrollen', bruttoGewicht: 0 }))).toBe('gefahrgut:0');
    // The trailing empty row has no actions.
    expect(rowActionStates(table, context({}))).toBe('');
  });
});

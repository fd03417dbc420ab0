import { cellValue, formatCell } from '../../core';
import type { GridColumn, RuleContext } from '../../core';

/** Formats a cell of a row: `(row, column) => text`. */
export type CellText = (row: object, column: GridColumn) => string;

/**
 * A cell formatter that remembers each row's texts by column id, so a re-sorted or re-rendered page (and the width fit,
 * which reads every cell) formats each cell once. Make a new one when the columns' definitions or the context change.
 */
export function cellTextCache(context?: RuleContext): CellText {
  const cache = new WeakMap<object, Map<string, string>>();
  return (row, column) => {
    let texts = cache.get(row);
    if (!texts) cache.set(row, (texts = new Map()));
    let text = texts.get(column.id);
    if (text === undefined) texts.set(column.id, (text = formatCell(cellValue(row, column, context), column.type)));
    return text;
  };
}

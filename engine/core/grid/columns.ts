import jsonLogic from 'json-logic-js';
import { evaluate } from '../logic';
import { isColumnOverlay, mergePatch } from '../overlay';
import type { VariantOverlay } from '../overlay';
import type { ColumnWidthRule } from '../profile/types';
import type { RuleContext } from '../screen';
import { getAt } from '../store';
import { formatCell } from './format';
import type { ColumnDocument, GridColumn, GridLayout } from './types';
import { columnWidth, contentWidth } from './width';

/** A column document after its overlays and the overlays that shaped it. */
export interface ResolvedColumns {
  document: ColumnDocument;
  applied: string[];
}

/** Applies the matching overlays (same order as screens: priority, then id) to a column document. */
export function resolveColumnDocument(
  base: ColumnDocument,
  overlays: VariantOverlay[],
  context: RuleContext,
): ResolvedColumns {
  const matching = overlays
    .filter((o) => o.screen === base.id && isColumnOverlay(o) && evaluate(o.when, context))
    .sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0) || a.id.localeCompare(b.id));
  const document = matching.reduce<ColumnDocument>((doc, o) => mergePatch(doc, o.patch), base);
  return { document, applied: matching.map((o) => o.id) };
}

/** The document's column set in default order with defaults filled in; a column without a width gets the rule's for its header. */
export function gridColumns(document: ColumnDocument, widthRule: ColumnWidthRule): GridColumn[] {
  return document.order
    .filter((id) => document.columns[id])
    .map((id) => {
      const c = document.columns[id];
      return {
        ...c,
        id,
        type: c.type ?? 'text',
        sortable: c.sortable ?? Boolean(c.sortField ?? c.field),
        visible: !c.hidden,
        width: c.width ?? columnWidth(c.header, widthRule),
        autoWidth: c.width === undefined,
      };
    });
}

/**
 * Applies a saved layout: its order, visibility and widths for the columns that still exist; columns the
 * layout does not know (new in the document) follow in document order with their defaults. A saved width is the
 * user's and wins over the content rule; one equal to the header default (layouts saved before widths followed the
 * content stored every column's width) is taken as none.
 */
export function mergeLayout(columns: GridColumn[], layout: GridLayout | null | undefined): GridColumn[] {
  if (!layout?.columns?.length) return columns;
  const byId = new Map(columns.map((c) => [c.id, c]));
  const saved = layout.columns.flatMap((s) => {
    const c = byId.get(s.id);
    if (!c) return [];
    const userWidth = typeof s.width === 'number' && s.width > 0 && s.width !== c.width;
    return [{ ...c, visible: s.visible !== false, ...(userWidth ? { width: s.width!, autoWidth: false } : {}) }];
  });
  const known = new Set(saved.map((c) => c.id));
  return [...saved, ...columns.filter((c) => !known.has(c.id))];
}

/** The layout to store for the current columns: order, visibility and the widths the user set. */
export function layoutOf(columns: GridColumn[]): GridLayout {
  return {
    columns: columns.map(({ id, visible, width, autoWidth }) => (autoWidth ? { id, visible } : { id, visible, width })),
  };
}

/**
 * The columns as wide as the profile's width rule gives for their header and the formatted cells of the rows shown
 * ({@link contentWidth}); widths fixed by the document or set by the user stay. `text` formats a cell (the grid passes its cache).
 */
export function fitColumns(
  columns: GridColumn[],
  rows: object[],
  widthRule: ColumnWidthRule,
  context?: RuleContext,
  text: (row: object, column: GridColumn) => string = (row, c) => formatCell(cellValue(row, c, context), c.type),
): GridColumn[] {
  return columns.map((c) =>
    c.autoWidth && c.visible
      ? {
          ...c,
          width: contentWidth(
            c.header,
            rows.map((row) => text(row, c)),
            widthRule,
          ),
        }
      : c,
  );
}

/** Reads a stored configjson; anything unreadable means no saved layout. */
export function parseLayout(configjson: string | null | undefined): GridLayout | null {
  if (!configjson) return null;
  try {
    const parsed = JSON.parse(configjson) as GridLayout;
    return Array.isArray(parsed?.columns) ? parsed : null;
  } catch {
    return null;
  }
}

/** The raw value of a cell: the field path, or the column's JSON-Logic value rule with the row as data. */
export function cellValue(row: object, column: GridColumn, context?: RuleContext): unknown {
  if (column.value !== undefined) {
    const ctx = { ...(context ?? { session: {}, config: {}, variant: 'default' }), data: row };
    return jsonLogic.apply(column.value as jsonLogic.RulesLogic, ctx);
  }
  return column.field ? getAt(row, column.field) : undefined;
}

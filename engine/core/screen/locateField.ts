import { compute, evaluate } from '../logic/evaluate';
import { getAt } from '../store/paths';
import { schemaAt } from './schemaAt';
import type { LayoutNode, Logic, RuleContext, ScreenDocument, TableNode } from './types';

/** Where a data path is shown in a screen layout: what must be selected or opened to reach it, its label and place. */
export interface FieldLocation {
  /** The path of the field or cell to focus; for a dialog's working copy the path in the dialog's table. */
  path: string;
  /** Tabs to select, outermost first: the id of the tabs node and of the tab. */
  tabs: { tabs: string; tab: string }[];
  /** The dialog holding the field. */
  dialog?: string;
  /** The row action that opens the dialog for one row (its dialog edits a copy of that row's `edits` array). */
  opener?: { action: string; table: string; index: number };
  /** Titles from the outermost container to the field: ['Empfänger', 'Name'], ['Auftragspositionen', 'Gewicht kg (Zeile 1)']. */
  label: string[];
  /** Sort key in display order (compare with {@link compareLocations}). */
  rank: number[];
}

interface Scope {
  tabs: FieldLocation['tabs'];
  dialog?: string;
  titles: string[];
  rank: number[];
}

type Match = (field: string) => boolean;

const titleOf = (node: { title?: unknown; titleRule?: Logic }, context?: RuleContext): string | undefined => {
  if (node.titleRule !== undefined)
    return context ? String(compute(node.titleRule, context) ?? '') || undefined : undefined;
  // A dialog title with {field} placeholders or a rule names no fixed place.
  return typeof node.title === 'string' && node.title && !node.title.includes('{') ? node.title : undefined;
};
const withTitle = (titles: string[], title: string | undefined) => (title ? [...titles, title] : titles);
const fieldTitle = (doc: ScreenDocument, path: string) =>
  String(schemaAt(doc.dataSchema, path)?.title ?? path.split('.').pop());

/**
 * Finds the field or table cell of a message path in the layout (tabs and dialogs included): `absender.name` in the tab
 * 'Absender', `auftragspositionen.0.bruttoGewicht` in row 1 of its table. A row action with `edits` leads into its dialog:
 * `auftragspositionen.1.auftragsgefahrgueter.0.anzahl` is row 1 of the dialog's table, opened for position 2. A path
 * without a field of its own finds the first field beneath it ('frankatur' → 'frankatur.id'). With a context, rule titles
 * are evaluated and a table's `rowFilter` picks which of two tables shows a row. Null when the layout does not show it.
 */
export function locateField(doc: ScreenDocument, path: string, context?: RuleContext): FieldLocation | null {
  const root: Scope = { tabs: [], titles: [], rank: [] };
  return (
    visit(doc, doc.layout, (f) => f === path, path, root, context) ??
    visit(doc, doc.layout, (f) => f.startsWith(`${path}.`), path, root, context)
  );
}

/** Orders two locations (or unplaced messages, null, last) by their place in the layout. */
export function compareLocations(a: FieldLocation | null, b: FieldLocation | null): number {
  if (!a || !b) return (a ? 0 : 1) - (b ? 0 : 1);
  for (let i = 0; i < Math.max(a.rank.length, b.rank.length); i++) {
    const diff = (a.rank[i] ?? -1) - (b.rank[i] ?? -1);
    if (diff) return diff;
  }
  return 0;
}

function visit(
  doc: ScreenDocument,
  nodes: LayoutNode[],
  match: Match,
  path: string,
  scope: Scope,
  context?: RuleContext,
): FieldLocation | null {
  for (const [i, node] of nodes.entries()) {
    const rank = [...scope.rank, i];
    let found: FieldLocation | null = null;
    if (node.type === 'field' && match(node.field)) {
      found = {
        path: node.field,
        tabs: scope.tabs,
        dialog: scope.dialog,
        label: [...scope.titles, fieldTitle(doc, node.field)],
        rank,
      };
    } else if (node.type === 'table') {
      found = cellOf(
        doc,
        node,
        path,
        { ...scope, titles: withTitle(scope.titles, titleOf(node, context)), rank },
        context,
      );
    } else if (node.type === 'panel' || node.type === 'row') {
      found = visit(
        doc,
        node.children,
        match,
        path,
        { ...scope, titles: withTitle(scope.titles, titleOf(node as { title?: unknown }, context)), rank },
        context,
      );
    } else if (node.type === 'dialog') {
      found = visit(
        doc,
        node.children,
        match,
        path,
        { ...scope, dialog: node.id, titles: withTitle(scope.titles, titleOf(node, context)), rank },
        context,
      );
    } else if (node.type === 'tabs') {
      for (const [k, tab] of node.tabs.entries()) {
        found ??= visit(
          doc,
          tab.children,
          match,
          path,
          {
            ...scope,
            tabs: [...scope.tabs, { tabs: node.id, tab: tab.id }],
            titles: withTitle(scope.titles, titleOf(tab, context)),
            rank: [...rank, k],
          },
          context,
        );
      }
    }
    if (found) return found;
  }
  return null;
}

/** The cell of `<table>.<index>.<column>`, or, through a row action with `edits`, the cell of its dialog's table. */
function cellOf(
  doc: ScreenDocument,
  table: TableNode,
  path: string,
  scope: Scope,
  context?: RuleContext,
): FieldLocation | null {
  const match = new RegExp(`^${table.field.replace(/\./g, '\\.')}\\.(\\d+)\\.(.+)$`).exec(path);
  if (!match) return null;
  const index = Number(match[1]);
  const rest = match[2];
  if (table.rowFilter !== undefined && context) {
    const row = getAt(context.data, `${table.field}.${index}`) ?? {};
    if (!evaluate(table.rowFilter, { ...context, row, index }, true)) return null;
  }
  const column = table.columns.findIndex((c) => c.field === rest);
  if (column >= 0) {
    const title = fieldTitle(doc, `${table.field}.${index}.${rest}`);
    return {
      path,
      tabs: scope.tabs,
      dialog: scope.dialog,
      label: [...scope.titles, `${title} (Zeile ${index + 1})`],
      rank: [...scope.rank, index, column],
    };
  }
  for (const [a, action] of (table.rowActions ?? []).entries()) {
    if (!action.edits || !action.opens || !rest.startsWith(`${action.edits}.`)) continue;
    const dialog = findDialog(doc.layout, action.opens);
    const inner = dialog?.children.find((n): n is TableNode => n.type === 'table');
    if (!dialog || !inner) continue;
    const found = cellOf(doc, inner, `${inner.field}.${rest.slice(action.edits.length + 1)}`, {
      tabs: [],
      dialog: dialog.id,
      titles: [...scope.titles, `${action.label} (Zeile ${index + 1})`],
      rank: [...scope.rank, index, table.columns.length + a],
    });
    if (found) return { ...found, opener: { action: action.id, table: table.field, index } };
  }
  return null;
}

function findDialog(nodes: LayoutNode[], id: string): Extract<LayoutNode, { type: 'dialog' }> | undefined {
  for (const node of nodes) {
    if (node.type === 'dialog' && node.id === id) return node;
    const children =
      node.type === 'panel' || node.type === 'row' || node.type === 'dialog'
        ? node.children
        : node.type === 'tabs'
          ? node.tabs
          : [];
    const found = findDialog(children, id);
    if (found) return found;
  }
  return undefined;
}

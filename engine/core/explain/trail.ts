import { nodeId } from '../overlay/nodeIds';
import type { FieldNode, LayoutNode, Logic, PanelNode, ScreenDocument, TableNode } from '../screen/types';

/** A container on the way to a field: its overlay id, kind, title, visibility rule and JSON pointer in the document. */
export interface TrailStep {
  id: string;
  kind: 'panel' | 'row' | 'tabs' | 'tab' | 'table' | 'dialog';
  title?: string;
  visible?: Logic;
  pointer: string;
}

/** Where a field is placed: its node (a table column for `<array>.<column>`), the containers above it and pointers. */
export interface FieldTrail {
  node: FieldNode;
  /** The id an overlay addresses the node by (a column: `<table id>.<field>`). */
  id: string;
  pointer: string;
  ancestors: TrailStep[];
  /** The table of a column, with the row index the field names (0 when it names none). */
  table?: { node: TableNode; index: number; column: string };
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The column part of a table cell path: 'auftragspositionen.3.laengeCM' → index 3, column 'laengeCM'. */
function cellOf(table: TableNode, field: string): { index: number; column: string } | null {
  if (!field.startsWith(`${table.field}.`)) return null;
  const rest = field.slice(table.field.length + 1).split('.');
  const index = /^\d+$/.test(rest[0]) ? Number(rest.shift()) : 0;
  return { index, column: rest.join('.') };
}

/** Finds a field (or table cell) in the layout with every container above it, depth first; null when it is not placed. */
export function fieldTrail(doc: ScreenDocument, field: string): FieldTrail | null {
  const visit = (nodes: LayoutNode[], base: string, above: TrailStep[]): FieldTrail | null => {
    for (const [i, node] of nodes.entries()) {
      const pointer = `${base}/${i}`;
      if (node.type === 'field') {
        if (node.field === field) return { node, id: nodeId(node) ?? field, pointer, ancestors: above };
        continue;
      }
      const step = (
        n: { id: string; title?: unknown; visible?: Logic },
        kind: TrailStep['kind'],
        p: string,
      ): TrailStep => ({
        id: n.id,
        kind,
        title: typeof n.title === 'string' ? n.title : undefined,
        visible: n.visible,
        pointer: p,
      });
      if (node.type === 'table') {
        const cell = cellOf(node, field);
        const c = cell ? node.columns.findIndex((col) => col.field === cell.column) : -1;
        if (cell && c >= 0) {
          const column = node.columns[c];
          return {
            node: column,
            id: nodeId(column, node.id) ?? '',
            pointer: `${pointer}/columns/${c}`,
            ancestors: [...above, step(node, 'table', pointer)],
            table: { node, index: cell.index, column: cell.column },
          };
        }
        continue;
      }
      const found =
        node.type === 'tabs'
          ? node.tabs.reduce<FieldTrail | null>(
              (hit, tab: PanelNode, k) =>
                hit ??
                visit(tab.children, `${pointer}/tabs/${k}/children`, [
                  ...above,
                  step(node, 'tabs', pointer),
                  step(tab, 'tab', `${pointer}/tabs/${k}`),
                ]),
              null,
            )
          : visit(node.children, `${pointer}/children`, [...above, step(node, node.type, pointer)]);
      if (found) return found;
    }
    return null;
  };
  return visit(doc.layout, '/layout', []);
}

/** The JSON pointer of a data path's schema ('empfaenger.referenz' → '/dataSchema/properties/empfaenger/properties/referenz'). */
export function schemaPointer(path: string): string {
  return `/dataSchema${path
    .split('.')
    .map((key) => (/^\d+$/.test(key) ? '/items' : `/properties/${escape(key)}`))
    .join('')}`;
}

/** The `required` list that makes a data path mandatory: its parent object's list (array indexes go into `items`). */
export function requiredPointer(path: string): { pointer: string; key: string } {
  const keys = path.split('.');
  const key = keys.pop()!;
  return { pointer: `${keys.length ? schemaPointer(keys.join('.')) : '/dataSchema'}/required`, key };
}

/** The value a JSON pointer names in a document, undefined when the path does not exist. */
export function valueAt(doc: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((at, raw) => {
      if (at === null || typeof at !== 'object') return undefined;
      return (at as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
    }, doc);
}

import type { LayoutNode } from '../screen/types';

/**
 * The id an overlay addresses a layout node by: its own `id`, else a field's data path (`"empfaenger.name"`); a table
 * column without an id is `<table id>.<field>` (`"positionen.laengeCM"`), since columns of two tables may share a field.
 */
export function nodeId(node: LayoutNode | Record<string, unknown>, table?: string): string | undefined {
  const { id, type, field } = node as { id?: unknown; type?: unknown; field?: unknown };
  if (typeof id === 'string') return id;
  if (type === 'field' && typeof field === 'string') return table ? `${table}.${field}` : field;
  return undefined;
}

/** The child lists of a container node (panel, row and dialog children, tabs, table columns), empty for a field. */
export function childLists(node: LayoutNode): { key: 'children' | 'tabs' | 'columns'; list: LayoutNode[] }[] {
  if (node.type === 'panel' || node.type === 'row' || node.type === 'dialog')
    return [{ key: 'children', list: node.children }];
  if (node.type === 'tabs') return [{ key: 'tabs', list: node.tabs }];
  if (node.type === 'table') return [{ key: 'columns', list: node.columns }];
  return [];
}

/** The id of every layout node, depth first (panels, tabs, tables, dialogs, fields, table columns): the targets of an overlay. */
export function nodeIds(layout: LayoutNode[], table?: string): string[] {
  return layout.flatMap((node) => [
    ...[nodeId(node, table)].filter((id): id is string => id !== undefined),
    ...childLists(node).flatMap(({ key, list }) => nodeIds(list, key === 'columns' ? node.id : undefined)),
  ]);
}

/** Ids that more than one layout node has (an overlay could not address them): each listed once. */
export function duplicateNodeIds(layout: LayoutNode[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const id of nodeIds(layout)) (seen.has(id) ? twice : seen).add(id);
  return [...twice];
}

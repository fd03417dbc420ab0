import type { LayoutNode, ScreenDocument } from '../screen/types';
import { childLists, nodeId } from './nodeIds';

/** One entry of a list an overlay edits: a layout node, or a `computed`, `checks` or `actions` entry. */
type Entry = Record<string, unknown>;
/**
 * Edits one list; `container` is the id of the node holding it, or `/layout`, `/computed`, `/checks`, `/actions`;
 * `idOf` gives an entry's address in this list (a column `<table>.<field>`, a computed rule `/computed/<id>`).
 */
type ListEdit = (list: Entry[], container: string, idOf: (entry: Entry) => string | undefined) => Entry[];

/** The top-level lists of a screen whose entries carry ids, addressable like layout nodes. */
const TOP_LISTS = ['computed', 'checks', 'actions'] as const;

/** Runs `edit` on every list of addressable entries: the layout at any depth (table columns included) and the top-level lists. */
export function editLists(doc: ScreenDocument, edit: ListEdit): ScreenDocument {
  const walk = (list: Entry[], container: string, table?: string): Entry[] =>
    edit(list, container, (entry) => nodeId(entry, table)).map((entry) => {
      const node = entry as unknown as LayoutNode;
      const lists = typeof entry.type === 'string' ? childLists(node) : [];
      if (!lists.length) return entry;
      const id = nodeId(node, table) ?? '';
      return {
        ...entry,
        ...Object.fromEntries(
          lists.map(({ key, list: l }) => [key, walk(l as unknown as Entry[], id, key === 'columns' ? id : undefined)]),
        ),
      };
    });
  const result = {
    ...doc,
    layout: walk(doc.layout as unknown as Entry[], '/layout') as unknown as LayoutNode[],
  } as ScreenDocument;
  const lists = result as unknown as Record<string, Entry[] | undefined>;
  for (const key of TOP_LISTS) {
    const entries = lists[key];
    if (entries)
      lists[key] = edit(entries, `/${key}`, (entry) =>
        typeof entry.id === 'string' ? `/${key}/${entry.id}` : undefined,
      );
  }
  return result;
}

/** The address of every entry: layout nodes at any depth, then `/computed/<id>`, `/checks/<id>`, `/actions/<id>`. */
export function entryIds(doc: ScreenDocument): string[] {
  const ids: string[] = [];
  editLists(doc, (list, _container, idOf) => {
    for (const entry of list) {
      const id = idOf(entry);
      if (id !== undefined) ids.push(id);
    }
    return list;
  });
  return ids;
}

/** The containers an entry may be appended to: ids of panels, tabs, tables, dialogs and the top-level list names. */
export function containerIds(doc: ScreenDocument): string[] {
  const ids = new Set<string>();
  editLists(doc, (list, container) => (ids.add(container), list));
  return [...ids];
}

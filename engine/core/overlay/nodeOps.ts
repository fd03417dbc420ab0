import type { ScreenDocument } from '../screen/types';
import { containerIds, editLists, entryIds } from './editNodes';
import { mergePatch } from './mergePatch';
import { overlayFail, type OverlaySource } from './overlayError';

/** Inserts `node` before or after the entry with that id, or appends it to a container (`into`: a node id or `/layout`, `/computed`, `/checks`, `/actions`). */
export interface NodeInsert {
  before?: string;
  after?: string;
  into?: string;
  node: Record<string, unknown>;
}

const HOW_IDS =
  "Ids: Panels, Reiter, Tabellen und Dialoge mit ihrer id, Felder mit ihrem Pfad, Tabellenspalten als '<Tabelle>.<Feld>', Einträge von computed, checks und actions als '/computed/<id>', '/checks/<id>', '/actions/<id>'.";

/** Changes the entry with that id by a JSON Merge Patch; an id the screen does not have is an error. */
export function changeNode(doc: ScreenDocument, id: string, patch: unknown, overlay: OverlaySource): ScreenDocument {
  let hits = 0;
  const result = editLists(doc, (list, _container, idOf) =>
    list.map((entry) => (idOf(entry) === id ? (hits++, mergePatch(entry, patch)) : entry)),
  );
  if (!hits) overlayFail(overlay, `nodes: Knoten '${id}' gibt es in Maske '${doc.id}' nicht. ${HOW_IDS}`);
  return result;
}

/** Removes the entry with that id; an id the screen does not have is an error. */
export function removeNode(doc: ScreenDocument, id: string, overlay: OverlaySource): ScreenDocument {
  let hits = 0;
  const result = editLists(doc, (list, _container, idOf) =>
    list.filter((entry) => (idOf(entry) === id ? (hits++, false) : true)),
  );
  if (!hits) overlayFail(overlay, `remove: Knoten '${id}' gibt es in Maske '${doc.id}' nicht. ${HOW_IDS}`);
  return result;
}

/** Inserts one entry at the place the insert names; a missing anchor or an id the screen already has is an error. */
export function insertNode(doc: ScreenDocument, insert: NodeInsert, overlay: OverlaySource): ScreenDocument {
  const anchors = (['before', 'after', 'into'] as const).filter((k) => insert[k] !== undefined);
  if (anchors.length !== 1) overlayFail(overlay, 'insert: genau eines von before, after oder into angeben.');
  const how = anchors[0];
  const anchor = insert[how] as string;
  if (how === 'into' && !containerIds(doc).includes(anchor)) {
    overlayFail(
      overlay,
      `insert into: Behälter '${anchor}' gibt es in Maske '${doc.id}' nicht (ein Panel, Reiter, Tabelle, Dialog oder /layout, /computed, /checks, /actions).`,
    );
  }
  let newId: string | undefined;
  let hits = 0;
  const result = editLists(doc, (list, container, idOf) => {
    if (how === 'into')
      return container === anchor ? (hits++, (newId = idOf(insert.node)), [...list, insert.node]) : list;
    const at = list.findIndex((entry) => idOf(entry) === anchor);
    if (at < 0) return list;
    hits++;
    newId = idOf(insert.node);
    const index = how === 'before' ? at : at + 1;
    return [...list.slice(0, index), insert.node, ...list.slice(index)];
  });
  if (!hits) overlayFail(overlay, `insert ${how}: Knoten '${anchor}' gibt es in Maske '${doc.id}' nicht. ${HOW_IDS}`);
  if (newId === undefined)
    overlayFail(overlay, `insert ${how} '${anchor}': der neue Knoten braucht eine id (ein Feld: field).`);
  if (entryIds(result).filter((id) => id === newId).length > 1) {
    overlayFail(
      overlay,
      `insert ${how} '${anchor}': Knoten '${newId}' gibt es in Maske '${doc.id}' schon; ändern mit nodes.`,
    );
  }
  return result;
}

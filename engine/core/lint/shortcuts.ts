import type { LayoutNode, ScreenDocument } from '../screen/types';

type Out = { pointer: string; message: string };

/** Each shortcut a screen declares with its pointer: nodes' jump keys, tables' new-row keys, actions' keys. */
function declared(doc: ScreenDocument, nodes: Array<{ node: LayoutNode; pointer: string }>) {
  const keys: Array<{ key: string; pointer: string }> = [];
  for (const { node, pointer } of nodes) {
    const own = node as { shortcut?: string; newRowShortcut?: string };
    if (own.shortcut) keys.push({ key: own.shortcut, pointer: `${pointer}/shortcut` });
    if (own.newRowShortcut) keys.push({ key: own.newRowShortcut, pointer: `${pointer}/newRowShortcut` });
  }
  (doc.actions ?? []).forEach((action, i) =>
    (action.shortcuts ?? []).forEach((key, j) => keys.push({ key, pointer: `/actions/${i}/shortcuts/${j}` })),
  );
  return keys;
}

/** A key given twice on one screen would do only one of its two jobs: the second is refused with the first's place. */
export function duplicateShortcuts(doc: ScreenDocument, nodes: Array<{ node: LayoutNode; pointer: string }>): Out[] {
  const first = new Map<string, string>();
  return declared(doc, nodes).flatMap(({ key, pointer }) => {
    const seen = first.get(key);
    if (seen === undefined) {
      first.set(key, pointer);
      return [];
    }
    return [{ pointer, message: `Tastenkürzel '${key}' ist schon vergeben (${seen}) – ein anderes wählen` }];
  });
}

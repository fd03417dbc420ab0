/** A row id as the grid keeps it. */
export type RowId = string | number;

/** Modifier keys of a row click. */
export interface ClickModifiers {
  ctrl: boolean;
  shift: boolean;
}

/**
 * Selection after a row click: a plain click selects the row alone, Ctrl/Cmd toggles it, Shift selects the
 * range from the anchor (the last plainly or Ctrl-clicked row) to the clicked row.
 */
export function clickSelection(
  ids: RowId[],
  selected: RowId[],
  anchor: RowId | null,
  id: RowId,
  mods: ClickModifiers,
): RowId[] {
  if (mods.shift && anchor !== null && ids.includes(anchor)) {
    const [a, b] = [ids.indexOf(anchor), ids.indexOf(id)].sort((x, y) => x - y);
    return ids.slice(a, b + 1);
  }
  if (mods.ctrl) return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
  return [id];
}

/** Space on a focused row: toggles it and keeps the others. */
export function toggleSelection(selected: RowId[], id: RowId): RowId[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

import type { VariantOverlay } from '../../../../engine/core';

/** The editor's text as an overlay of the file `path`, or null while it is no overlay (no JSON, no id or screen). */
export function editedOverlay(text: string, path: string): VariantOverlay | null {
  try {
    const doc = JSON.parse(text) as Partial<VariantOverlay> | null;
    if (!doc || typeof doc !== 'object' || typeof doc.id !== 'string' || typeof doc.screen !== 'string') return null;
    return { ...(doc as VariantOverlay), file: path };
  } catch {
    return null;
  }
}

/** The overlays in effect besides the edited file: every loaded one but the file's saved version. */
export function otherOverlays(all: VariantOverlay[], path: string, ids: (string | undefined)[]): VariantOverlay[] {
  return all.filter((o) => o.file !== path && !ids.includes(o.id));
}

import type { VariantOverlay, VariantSelection } from '../engine/core';

// Found by folder like the server does (server/documents): a new overlay file needs no entry here, so configuration staff
// add one JSON file and unit tests and Storybook see it too (npm run check then lists nothing as unreferenced: no file is
// imported by name). Only Vite (vitest, Storybook) imports this module.
const files = import.meta.glob<{ default: unknown }>('./*.json', { eager: true });
const isOverlay = (doc: unknown) => String((doc as { $schema?: unknown }).$schema ?? '').endsWith('variant.schema.json');

/** Every variant overlay of this folder, in file name order. */
export const variantOverlays: VariantOverlay[] = Object.keys(files).sort()
  .map((path) => files[path].default).filter(isOverlay) as VariantOverlay[];

/** The configuration → customer variant mapping (variant A/B/C/default and modes such as mandantSpezi29). */
export const variantSelection = files['./selection.json'].default as VariantSelection;

import type { VariantOverlay, VariantSelection } from '../engine/core';

// Found by folder (Vite, Vitest, Storybook): a new overlay file reaches tests and stories with no entry here. Code run by
// plain Node (server, scripts) reads the folder with schemas/readDocuments.ts instead; import.meta.glob is Vite's.
const files = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
const isOverlay = (doc: Record<string, unknown>) => String(doc.$schema ?? '').endsWith('/variant.schema.json');

/** Every variant overlay of this folder, in file name order (as the server reads them). */
export const variantOverlays: VariantOverlay[] = Object.keys(files)
  .sort()
  .map((path) => files[path])
  .filter(isOverlay) as unknown as VariantOverlay[];

/** The configuration → customer variant mapping (variant A/B/C/default and modes such as mandantSpezi29). */
export const variantSelection = files['./selection.json'] as unknown as VariantSelection;

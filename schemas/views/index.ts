import type { ViewDocument } from '../../engine/core';

// Found by folder (Vite, Vitest, Storybook) like the screens; plain Node reads the folder with schemas/readDocuments.ts.
const files = import.meta.glob<ViewDocument>('./*.view.json', { eager: true, import: 'default' });

/** All view documents of this folder by id: modals, menus, progress displays and sidebar contents drawn by DocumentView. */
export const views: Record<string, ViewDocument> = Object.fromEntries(
  Object.keys(files)
    .sort()
    .map((path) => [files[path].id, files[path]]),
);

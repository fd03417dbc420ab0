import type { Finding } from '../../engine/core';
import { portalRegistries } from '../../schemas/lint/registries';
import { lintConfigurationWith } from '../../schemas/lint/lintConfiguration';
import { readDocuments, type DocumentDirs } from '../../schemas/readDocuments';
import type { WorkbenchFile } from './files';

/**
 * The configuration linter of `npm run check` over both folders with one file replaced by `text` (null: the file
 * removed). Uncached: each keystroke's text is another set.
 */
export function lintWith(dirs: DocumentDirs, file: WorkbenchFile, text: string | null): Finding[] {
  const files = readDocuments(dirs).files.filter((f) => f.path !== file.path);
  if (text !== null) files.push({ path: file.path, text });
  return lintConfigurationWith({ files, registries: portalRegistries() });
}

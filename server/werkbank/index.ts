export { werkbankPluginGlobal } from './plugin';
export {
  CATALOGUE_NAME,
  workbenchFile,
  overlayNames,
  readText,
  hasPrevious,
  previousText,
  saveKeepingPrevious,
  restorePrevious,
  writeAtomic,
} from './files';
export type { WorkbenchFile } from './files';
export { lintWith } from './lint';
export { reloadAndAnnounce, reloadDocuments, reloadIfAnnounced } from './reload';
export type { ReloadResult } from './reload';
export { newFileText } from './skeleton';

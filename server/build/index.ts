export { bundleServer, REPO_ROOT, SERVER_DIST } from './bundle';
export { precompressDir, precompressPlugin, PRECOMPRESSED_EXTENSIONS } from './precompress';
export { iconFontPlugin } from './iconFont';
export { startPreloadPlugin } from './startPreload';
export {
  documentsInBundle,
  LOGIN_BUDGET,
  readManifest,
  SCREEN_BUDGET,
  screenLoads,
  SERVED_DOCUMENT_SCHEMA,
  staticClosure,
} from './bundleBudget';
export type { Manifest, ManifestChunk, ScreenLoad } from './bundleBudget';

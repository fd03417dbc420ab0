export { bundleServer, REPO_ROOT, SERVER_DIST } from './bundle';
export { precompressDir, precompressPlugin, PRECOMPRESSED_EXTENSIONS } from './precompress';

export { bundleServer, REPO_ROOT, SERVER_DIST } from './bundle';

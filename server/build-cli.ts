import { bundleServer, SERVER_DIST } from './build';

// `npm run build` (after the SPA): the server as plain JavaScript, run by `npm run serve` without tsx.
await bundleServer();
console.log(`Server gebaut: ${SERVER_DIST}/server.js`);

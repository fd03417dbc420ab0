import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { handbuchPlugin } from './docs/handbuch';
import { iconFontPlugin } from './server/build/iconFont';
import { precompressPlugin } from './server/build/precompress';
import { startPreloadPlugin } from './server/build/startPreload';
import { version } from './package.json';

const root = fileURLToPath(new URL('./app', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));
/** TypeScript of the portal's own folders (styles keep their side effect: importing them applies them). */
const OWN_SOURCE = /[\\/](app|engine|schemas|openapi)[\\/](?!.*node_modules).*\.tsx?$/;

/**
 * Builds the portal SPA from app/ into dist/web, served under /disponent-online/, with the user manual Handbuch.pdf; every
 * text file also as .br and .gz, which the server sends as they are.
 */
export default defineConfig({
  root,
  base: '/disponent-online/',
  plugins: [
    react(),
    iconFontPlugin(),
    // The route table and the login page load beside the documents (main.tsx imports them once those are there).
    startPreloadPlugin(['App.tsx', 'pages/login/index.ts']),
    handbuchPlugin(version),
    precompressPlugin(outDir),
  ],
  build: {
    outDir,
    // dist/web/.vite/manifest.json: which chunks and styles each route loads (the bundle budget test reads it).
    manifest: true,
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      treeshake: {
        // Our modules do their work through their exports (no file is imported for its effect but the styles), so a
        // barrel's unused modules stay out: the login page's chunk gets ScreenForm from engine/react, not the DataGrid.
        moduleSideEffects: (id: string) => (OWN_SOURCE.test(id) ? false : undefined),
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '8080'}` },
  },
});

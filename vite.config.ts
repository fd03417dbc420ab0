import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { handbuchPlugin } from './docs/handbuch';
import { version } from './package.json';

const root = fileURLToPath(new URL('./app', import.meta.url));

/** Builds the portal SPA from app/ into dist/web, served under /disponent-online/, with the user manual Handbuch.pdf. */
export default defineConfig({
  root,
  base: '/disponent-online/',
  plugins: [react(), handbuchPlugin(version)],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '8080'}` },
  },
});

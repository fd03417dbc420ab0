import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { renderHandbuch } from './renderHandbuch';

/** File name of the manual below the portal path (the header's 'Hilfe', schemas/navigation/menu.json). */
export const HANDBUCH_FILE = 'Handbuch.pdf';

/** The manual's Markdown source; its images are relative to its folder. */
export const HANDBUCH_SOURCE = fileURLToPath(new URL('./handbuch.md', import.meta.url));

/** Renders docs/handbuch/handbuch.md as the PDF the portal serves. */
export function buildHandbuch(version: string): Promise<Buffer> {
  return renderHandbuch(readFileSync(HANDBUCH_SOURCE, 'utf8'), { baseDir: dirname(HANDBUCH_SOURCE), version });
}

/**
 * Vite plugin: `vite build` (and so `npm run build`) writes Handbuch.pdf into the built portal, the dev server answers it
 * rendered afresh. Only for the portal's own build (root app/): Storybook reuses the Vite configuration and needs no manual.
 */
export function handbuchPlugin(version: string): Plugin {
  let portal = false;
  return {
    name: 'disponent-handbuch',
    configResolved(config) {
      portal = /[\\/]app$/.test(config.root);
    },
    async generateBundle() {
      if (portal) this.emitFile({ type: 'asset', fileName: HANDBUCH_FILE, source: await buildHandbuch(version) });
    },
    configureServer(server) {
      server.middlewares.use(`${server.config.base}${HANDBUCH_FILE}`, (_request, response, next) => {
        buildHandbuch(version).then((pdf) => {
          response.setHeader('content-type', 'application/pdf');
          response.end(pdf);
        }, next);
      });
    },
  };
}

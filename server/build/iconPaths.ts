import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const ICONS_DIR = dirname(require.resolve('@blueprintjs/icons/package.json'));
/** The installed @blueprintjs/icons version: part of the folder name, so a newer icon set never meets a cached older one. */
export const ICONS_VERSION = (JSON.parse(readFileSync(join(ICONS_DIR, 'package.json'), 'utf8')) as { version: string })
  .version;
/** Where the portal finds one icon's SVG paths: `${ICON_PATHS_FOLDER}/<16|20>/<name>.json` below its base path. */
export const ICON_PATHS_FOLDER = `assets/icons-${ICONS_VERSION}`;

/** One icon's paths as JSON, read from Blueprint's generated module (`export default ["M…", …];`). */
function pathsJson(size: 16 | 20, name: string): string | undefined {
  const file = join(ICONS_DIR, 'lib', 'esm', 'generated', `${size}px`, 'paths', `${name}.js`);
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  // `export default [...]`, or for an icon without paths (blank) `const p = []; export default p;`.
  const match = /(?:export default|const p =) (\[[\s\S]*?\]);/.exec(source);
  if (!match) throw new Error(`${file}: keine Pfade gefunden, iconPathsPlugin anpassen`);
  return JSON.stringify(JSON.parse(match[1]));
}

const names = (size: 16 | 20) =>
  readdirSync(join(ICONS_DIR, 'lib', 'esm', 'generated', `${size}px`, 'paths'))
    .filter((f) => f.endsWith('.js') && f !== 'index.js')
    .map((f) => f.slice(0, -'.js'.length));

/**
 * Vite plugin: every Blueprint icon's SVG paths as a file of its own (a few hundred bytes each), written by the build and
 * served by the dev server, so a page fetches the icons it shows (app/theme/iconLoader.ts) instead of Blueprint's default
 * of one chunk with every icon of a size (about 80 KB compressed per size).
 */
export function iconPathsPlugin(base: string) {
  return {
    name: 'disponent-icon-paths',
    generateBundle(this: { emitFile: (file: { type: 'asset'; fileName: string; source: string }) => void }) {
      for (const size of [16, 20] as const)
        for (const name of names(size))
          this.emitFile({
            type: 'asset',
            fileName: `${ICON_PATHS_FOLDER}/${size}/${name}.json`,
            source: pathsJson(size, name)!,
          });
    },
    configureServer(server: {
      middlewares: { use: (fn: (req: { url?: string }, res: ServerResponseLike, next: () => void) => void) => void };
    }) {
      const prefix = `${base}${ICON_PATHS_FOLDER}/`;
      server.middlewares.use((req, res, next) => {
        const match = req.url?.startsWith(prefix) && /^(16|20)\/([a-z0-9-]+)\.json$/.exec(req.url.slice(prefix.length));
        const json = match ? pathsJson(Number(match[1]) as 16 | 20, match[2]) : undefined;
        if (!json) return next();
        res.setHeader('content-type', 'application/json');
        res.end(json);
      });
    },
  };
}

interface ServerResponseLike {
  setHeader: (name: string, value: string) => void;
  end: (body: string) => void;
}

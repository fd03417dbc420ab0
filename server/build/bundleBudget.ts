import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The login page's JavaScript and styles, brotli-compressed, at most (bytes). */
export const LOGIN_BUDGET = 150 * 1024;
/** Any other screen's JavaScript and styles, brotli-compressed, at most (bytes). */
export const SCREEN_BUDGET = 400 * 1024;

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Vite's build manifest: source path relative to app/ (or a shared chunk's `_name`) → its chunk. */
export type Manifest = Record<string, ManifestChunk>;

/** What one screen's first show loads: its JavaScript and styles, raw and as the server sends them (.br). */
export interface ScreenLoad {
  screen: string;
  files: string[];
  rawBytes: number;
  brotliBytes: number;
  budget: number;
}

/** Reads the manifest of the build in `webRoot` (dist/web). */
export function readManifest(webRoot: string): Manifest {
  return JSON.parse(readFileSync(join(webRoot, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The files a set of chunks loads before running: the chunks, what they import statically, their styles. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Kein Eintrag '${key}' im Manifest des Builds`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].sort();
}

const sizeOf = (path: string) => (existsSync(path) ? statSync(path).size : 0);

/**
 * Every page of app/pages as it first shows: index.html's script, the route table (App.tsx), for screens behind the login
 * the frame (layout), and the page's own chunk, each with the chunks it imports statically and their styles. Chunks a
 * page loads later on demand (calendar, error modal, xlsx) are not counted. Bytes as the server sends them: the .br file.
 */
export function screenLoads(webRoot: string, manifest = readManifest(webRoot)): ScreenLoad[] {
  // The route table imports each page's folder on demand; a folder another page also imports is a shared chunk ('_x.js').
  const routeTable = manifest['App.tsx'];
  if (!routeTable) throw new Error('Kein Eintrag App.tsx im Manifest des Builds');
  const imported = routeTable.dynamicImports ?? [];
  // 'pages/login/index.ts' → login, 'layout/index.ts' → layout, a shared chunk by its name ('_register-….js' → register).
  const nameOf = (key: string) => {
    const { src, name } = manifest[key];
    return src ? src.split('/')[src.startsWith('pages/') ? 1 : 0] : (name ?? key);
  };
  const isPage = (key: string) => manifest[key].src?.startsWith('pages/') ?? key.startsWith('_');
  const layout = imported.find((k) => nameOf(k) === 'layout');
  const pages = imported.filter((k) => isPage(k) && k !== layout).sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
  return pages.map((key) => {
    const screen = nameOf(key);
    const login = screen === 'login';
    const roots = ['index.html', 'App.tsx', ...(login || !layout ? [] : [layout]), key];
    const files = staticClosure(manifest, roots).filter((f) => /\.(js|css)$/.test(f));
    const rawBytes = files.reduce((sum, f) => sum + sizeOf(join(webRoot, f)), 0);
    const brotliBytes = files.reduce((sum, f) => {
      const path = join(webRoot, f);
      return sum + (existsSync(`${path}.br`) ? sizeOf(`${path}.br`) : sizeOf(path));
    }, 0);
    return { screen, files, rawBytes, brotliBytes, budget: login ? LOGIN_BUDGET : SCREEN_BUDGET };
  });
}

/**
 * The `$schema` of every document the server serves (screens, columns, views, menu, profile, texts, reports, variants,
 * selection): a bundled JSON import keeps it as a string, so finding one in a chunk means a document went into the code.
 */
export const SERVED_DOCUMENT_SCHEMA =
  /meta\/(screen|columns|view|menu|profile|texts|reports?|variant|selection)\.schema\.json/g;

/** Chunks of the build holding a served document, with the document kinds found in each. */
export function documentsInBundle(webRoot: string): Array<{ file: string; kinds: string[] }> {
  const assets = join(webRoot, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({
      file: `assets/${f}`,
      kinds: [...new Set([...readFileSync(join(assets, f), 'utf8').matchAll(SERVED_DOCUMENT_SCHEMA)].map((m) => m[1]))],
    }))
    .filter((hit) => hit.kinds.length > 0);
}

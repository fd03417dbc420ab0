import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/** The checkout the server's sources live in. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Where `npm run build` writes the server: dist/server/server.js and the PGlite worker thread beside it. */
export const SERVER_DIST = join(REPO_ROOT, 'dist', 'server');

/**
 * Every source file keeps its own `import.meta.url` in the bundle, as a path relative to the bundle: the server finds its
 * migrations, JSON documents, data files and the SPA build next to the sources it was built from, exactly as under tsx,
 * and the checkout may move as a whole.
 */
function sourceUrlPlugin(outdir: string): Plugin {
  return {
    name: 'source-import-meta-url',
    setup(b) {
      b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes('node_modules')) return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const rel = relative(outdir, args.path).split('\\').join('/');
        return {
          contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`),
          loader: 'ts',
        };
      });
    },
  };
}

/** `pkg/sub/path` with `.js` appended when node's ESM resolver would not find it (a package without an `exports` map). */
function withExtension(specifier: string): string {
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  const sub = parts.slice(nameLength).join('/');
  if (!sub || extname(sub)) return specifier;
  const dir = join(REPO_ROOT, 'node_modules', ...parts.slice(0, nameLength));
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest) || (JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: unknown }).exports)
    return specifier;
  return existsSync(join(dir, `${sub}.js`)) ? `${specifier}.js` : specifier;
}

/**
 * Packages stay in node_modules. A deep import of a package without an `exports` map (e.g. `ajv/dist/2020`) works in
 * tsx and esbuild but not in node's ESM resolver, which wants the file's extension: it gets `.js` appended.
 */
function externalPackagesPlugin(): Plugin {
  return {
    name: 'external-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        return { path: args.path.startsWith('node:') ? args.path : withExtension(args.path), external: true };
      });
    },
  };
}

/** Compiles the server (and the PGlite worker thread) to plain JavaScript for `npm run serve`; packages stay in node_modules. */
export async function bundleServer(outdir: string = SERVER_DIST): Promise<void> {
  await build({
    entryPoints: {
      server: join(REPO_ROOT, 'server/server.ts'),
      pgliteWorkerThread: join(REPO_ROOT, 'server/db/pgliteWorkerThread.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // The worker's module is the built one beside the bundle (server/db/pgliteWorker.ts asks for it).
    define: { __PGLITE_WORKER_URL__: '__builtPgliteWorkerUrl' },
    banner: { js: "const __builtPgliteWorkerUrl = new URL('./pgliteWorkerThread.js', import.meta.url).href;" },
    plugins: [externalPackagesPlugin(), sourceUrlPlugin(outdir)],
  });
}

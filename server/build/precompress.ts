import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text files of the built portal worth compressing. woff2, woff, PDF and PNG are compressed already (a second pass saves
 * nothing); the ttf and eot icon fonts are fallbacks no current browser loads.
 */
export const PRECOMPRESSED_EXTENSIONS = /\.(js|mjs|css|html|svg|json|txt)$/;

/** Smaller files fit into one TCP packet anyway; the server sends them as they are. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  // .vite/manifest.json is for the build's tests, never served.
  return entries
    .filter((e) => e.isFile() && !e.parentPath.split(sep).includes('.vite'))
    .map((e) => join(e.parentPath, e.name));
}

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) beside every text file of `dir`, so the server
 * sends the smallest form without compressing per request (@fastify/static `preCompressed`). Returns the files compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((f) => PRECOMPRESSED_EXTENSIONS.test(f));
  const done: string[] = [];
  for (const file of files) {
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    done.push(file);
  }
  return done;
}

/** The Vite plugin of the portal's build: precompresses dist/web after every file is written (Handbuch.pdf included). */
export function precompressPlugin(outDir: string) {
  return {
    name: 'disponent-precompress',
    apply: 'build' as const,
    // After the other plugins' closeBundle (the manual is written there): every file of the folder is final.
    closeBundle: {
      order: 'post' as const,
      sequential: true,
      async handler() {
        const files = await precompressDir(outDir);
        console.log(`${files.length} Dateien vorkomprimiert (.br, .gz)`);
      },
    },
  };
}

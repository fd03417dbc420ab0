import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Only text compresses well; PDFs, images, xlsx (a zip) and archives are compressed already, a second pass costs CPU and
 * saves nothing, so only these types are compressed.
 */
export const COMPRESSIBLE_TYPES = /^(text\/|application\/(json|x-ndjson|javascript|xml|problem\+json)|image\/svg\+xml)/;

/**
 * Brotli or gzip (as the client accepts) for JSON, CSV, HTML, JS and CSS from 1 KB on, streams included: a CSV export is
 * piped through the compressor chunk by chunk, never collected first.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default quality 11 costs tens of ms per 100 KB of JSON; 4 is about as fast as gzip and still smaller.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: COMPRESSIBLE_TYPES,
  });
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundHandler } from '../errors';

/** Options of the SPA plugin; register it with prefix '/disponent-online'. */
export interface SpaPluginOptions {
  /** Folder with the built portal (index.html, assets/). */
  webRoot: string;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Disponent Online</title></head>
<body><h1>Disponent Online</h1>
<p>Das Portal wurde noch nicht gebaut. Bitte zuerst <code>npm run build</code> ausführen und den Server neu starten.</p>
<p>Die Schnittstelle unter <code>/api</code> ist verfügbar.</p></body></html>`;

function setCacheHeaders(reply: FastifyReply, path: string): void {
  // Vite fingerprints everything in assets/, so it may be cached forever; index.html must not be.
  if (/[\\/]assets[\\/]/.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'no-cache');
}

function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // A missing asset or document (e.g. Handbuch.pdf before a build) must stay a 404, otherwise the browser gets HTML for it.
  return !request.url.startsWith('/disponent-online/assets/') && !/\.pdf(\?|$)/i.test(request.url);
}

const spaPlugin: FastifyPluginAsync<SpaPluginOptions> = async (app, { webRoot }) => {
  if (!existsSync(join(webRoot, 'index.html'))) {
    const notBuilt = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT_PAGE);
    // '/*' also matches the bare base path with trailing slash.
    app.get('/*', notBuilt);
    return;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    // The build writes <file>.br and <file>.gz beside every text file (server/build/precompress.ts): they go out as they
    // are, with Content-Encoding and Vary: Accept-Encoding, and @fastify/compress leaves an encoded answer alone.
    preCompressed: true,
    // dist/web/.vite holds the build's manifest for its tests: no part of the portal.
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });
  // Deep links (/disponent-online/masterdata/...) are client routes: answer the SPA shell.
  app.setNotFoundHandler(async (request, reply) => {
    if (!isClientRoute(request)) return notFoundHandler(request, reply);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', webRoot, { cacheControl: false });
  });
};

/** Serves the built portal under /disponent-online/ with an index.html fallback for client routes. */
export { spaPlugin };

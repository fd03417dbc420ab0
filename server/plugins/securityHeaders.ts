import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import { globalPlugin } from './global';

/**
 * The Content-Security-Policy of every answer. Scripts only from the portal's own files: the built SPA and Swagger UI's
 * external initializer need no inline script. 'unsafe-eval' because Ajv compiles the screen documents' JSON Schemas
 * (resolved with variant overlays at run time) into functions in the browser; /api/docs drops it (contract/docs.ts).
 * Images also come as data:/blob: URLs (icons, document previews).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-eval'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // The portal also runs on plain http (127.0.0.1:8080): upgrading its requests to https would break it.
  upgradeInsecureRequests: null,
};

// Swagger UI's static files are versioned by the package and may be cached; every other /api answer may not.
const isApiAnswer = (url: string) =>
  (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) && !url.startsWith('/api/docs/static/');

const securityHeaders: FastifyPluginAsync = async (app) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  // onRequest, so refusals (401, 404, 429 …) carry it too; customer data and tokens must never sit in a cache.
  app.addHook('onRequest', async (request, reply) => {
    if (isApiAnswer(request.url)) reply.header('cache-control', 'no-store');
  });
};

/** Browser security headers on every answer (@fastify/helmet) and Cache-Control: no-store on /api answers. */
export const securityHeadersPluginGlobal = globalPlugin(securityHeaders, 'disponent-security-headers');

import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { loadContract } from '../../openapi/contract';

/** The documentation pages' variant of the portal's Content-Security-Policy header. */
export function docsCsp(header: string): string {
  return header
    .split(';')
    .map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      if (name === 'script-src') return [name, ...values.filter((v) => v !== "'unsafe-eval'")].join(' ');
      if (name === 'style-src')
        return [name, ...values.filter((v) => v !== "'unsafe-inline'"), "'unsafe-inline'"].join(' ');
      return directive.trim();
    })
    .join(';');
}

/** Serves the bundled contract as interactive documentation at /api/docs (JSON at /api/docs/json). */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  // Static mode: the hand-written contract is the truth, not what routes happen to declare.
  await app.register(swagger, { mode: 'static', specification: { document: loadContract() as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Collapsed tags: with all 136 operations expanded, Swagger UI renders nothing at all.
    uiConfig: { docExpansion: 'none', deepLinking: true, tryItOutEnabled: false },
    // The portal's CSP (server/plugins/securityHeaders.ts) with two changes for Swagger UI: it injects <style> elements
    // (style-src 'unsafe-inline') but compiles no code at run time (no 'unsafe-eval', which the portal's Ajv needs).
    transformStaticCSP: docsCsp,
  });
}

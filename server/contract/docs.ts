import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { loadContract } from '../../openapi/contract';

/** Serves the bundled contract as interactive documentation at /api/docs (JSON at /api/docs/json). */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  // Static mode: the hand-written contract is the truth, not what routes happen to declare.
  await app.register(swagger, { mode: 'static', specification: { document: loadContract() as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Collapsed tags: with all 136 operations expanded, Swagger UI renders nothing at all.
    uiConfig: { docExpansion: 'none', deepLinking: true, tryItOutEnabled: false },
  });
}

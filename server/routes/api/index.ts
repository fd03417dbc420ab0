import type { FastifyPluginAsync } from 'fastify';
import { authenticationRoutes } from './authentication';
import { configParamRoutes } from './config-param';

/** All /api resources; register with prefix '/api'. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authenticationRoutes, { prefix: '/authentication' });
  await app.register(configParamRoutes, { prefix: '/config-param' });
};

export { authenticationRoutes, configParamRoutes };

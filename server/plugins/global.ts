import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Marks a plugin like fastify-plugin would (not installed): its decorators and hooks
 * land on the parent instance instead of an encapsulated child.
 */
export function globalPlugin<T extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<T>,
  name: string,
): FastifyPluginAsync<T> {
  const marked = plugin as FastifyPluginAsync<T> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return plugin;
}

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isDevelopmentHost } from '../../schemas/config';
import type { DocumentDirs } from '../../schemas/readDocuments';
import { HttpProblem, notification, translate } from '../errors';
import { globalPlugin } from '../plugins/global';
import { reloadIfAnnounced, rememberStamp } from './reload';

declare module 'fastify' {
  interface FastifyInstance {
    /** The document folders the server reads (SCHEMAS_DIR, VARIANTS_DIR); the workbench writes into them. */
    documentDirs: DocumentDirs;
    /** Refuses a request that does not come to a development host of a server on one (the workbench's calls). */
    requireDevelopmentHost: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * The folders the documents come from, the documents reloaded when another process saved (checked on each API request),
 * and the development-host guard of the workbench.
 */
const werkbankPlugin: FastifyPluginAsync<{ dirs: DocumentDirs }> = async (app, { dirs }) => {
  app.decorate('documentDirs', dirs);
  rememberStamp(dirs);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) reloadIfAnnounced(dirs, request.log);
  });
  // The link shows only on development hosts (account-admin.md §2 "only on local or internal development hosts"); the
  // server decides it too: the address the portal is published under and the one asked for must both be such hosts.
  app.decorate('requireDevelopmentHost', async (request: FastifyRequest) => {
    const published = new URL(app.publicUrl).hostname;
    if (!isDevelopmentHost(published) || !isDevelopmentHost(request.hostname))
      throw new HttpProblem(403, [
        notification('werkbank.keinEntwicklungsrechner', translate('werkbank.keinEntwicklungsrechner'), {
          header: 'Werkbank',
        }),
      ]);
  });
};

/** Registers {@link werkbankPlugin} on the app itself (its hook sees every request). */
export const werkbankPluginGlobal = globalPlugin(werkbankPlugin, 'werkbank');

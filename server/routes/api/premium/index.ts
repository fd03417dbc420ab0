import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { resolveClientConfig } from '../../../config';
import { HttpProblem, notification, translate } from '../../../errors';
import { orderRuleContext } from '../../../orders';
import { importPremium, premiumAreas, premiumDocument, premiumText } from '../../../premium';
import { readPremiumUpload } from './upload';

/**
 * /api/premium: the premium import of the admin area (account-admin.md §2 'Premium import (.xlsx) only if isBexPremium is
 * set', §7 POST /api/premium/upload) and the stored premium areas. Admins only, and only while their tenant's configuration
 * has isBexPremium; both refusals come before the body is read.
 */
export const premiumRoutes: FastifyPluginAsync = async (app) => {
  const context = async (request: FastifyRequest) =>
    orderRuleContext(request.session!, await resolveClientConfig(app.db, request.session!['mandant-id']));
  app.addHook('onRequest', app.requireAuth);
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onRequest', async (request) => {
    if ((await context(request)).config.isBexPremium !== 'true')
      throw new HttpProblem(403, [
        notification('premium.nichtFreigeschaltet', translate('premium.nichtFreigeschaltet'), {
          header: 'Premiumimport',
        }),
      ]);
  });
  // Registered in this plugin only: the body limit per request comes from the import document.
  await app.register(multipart, { limits: { files: 2, fields: 2, parts: 3 } });

  app.post('/upload', async (request, reply) => {
    const rules = await context(request);
    const { doc, settings } = premiumDocument(rules);
    const texts = {
      nurXlsx: premiumText(doc, 'nurXlsx'),
      zuGross: premiumText(doc, 'zuGross', { 1: String(settings.maxFileBytes / 2 ** 20) }),
    };
    const { bytes, dateiname } = await readPremiumUpload(request, settings.maxFileBytes, texts);
    const count = await importPremium(app.db, rules, { bytes, dateiname, benutzerId: Number(request.session!.sub) });
    request.log.info({ rows: count, bytes: bytes.length }, 'Premiumgebiete importiert');
    return reply.code(204).send();
  });

  app.get('/gebiete', async () => premiumAreas(app.db));
};

import type { FastifyPluginAsync } from 'fastify';
import { applyTemplate, loadTemplate } from '../../../orders';

type Json = Record<string, unknown>;

/** Orders from templates: the prefilled new order (GET vorlage/{id}) and a template applied to the form content (POST applyVorlage). */
export const orderTemplateRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: number } }>('/vorlage/:id', async (request) =>
    applyTemplate({}, await loadTemplate(app.db, request.session!, request.params.id)),
  );

  app.post<{ Params: { auftragsvorlageId: number }; Body: Json }>('/applyVorlage/:auftragsvorlageId', async (request) =>
    applyTemplate(request.body ?? {}, await loadTemplate(app.db, request.session!, request.params.auftragsvorlageId)),
  );
};

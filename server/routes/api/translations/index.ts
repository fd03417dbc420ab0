import type { FastifyPluginAsync } from 'fastify';
import { messageCatalogue } from '../../../errors';
import { listOf } from '../stammdaten';

const translationSchema = {
  type: 'object',
  required: ['key', 'value'],
  properties: { key: { type: 'string' }, value: { type: 'string' } },
} as const;

/** The German message catalogue as the contract's list of {key, value}, sorted by key. */
export function loadTranslations(): { key: string; value: string }[] {
  return Object.entries(messageCatalogue())
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => ({ key, value }));
}

/**
 * /api/translations: public, because the login already shows translated messages. Only German texts
 * exist, so every language-id gets them (the portal's interface language is German).
 */
export const translationsRoutes: FastifyPluginAsync = async (app) => {
  // Read once at start: the catalogue ships with the server and never changes at run time.
  const translations = loadTranslations();
  app.get('/', { schema: { response: { 200: listOf(translationSchema) } } }, async () => translations);
};

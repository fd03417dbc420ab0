import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import screen from '../../schemas/screens/webhooks.screen.json';
import { ORDER_EVENT_TYPES } from './types';

/** The event types are named in three places: the server, the contract and the screen document; all three agree. */
describe('order event types', () => {
  const types = Object.keys(ORDER_EVENT_TYPES);

  it('are the enum of the contract and of the screen document, in the same order', () => {
    const contract = parse(readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8'));
    expect(contract.components.schemas.WebhookEreignisart.enum).toEqual(types);
    expect(Object.keys(contract.webhooks)).toEqual([...types, 'webhook.test']);
    expect(screen.dataSchema.properties.ereignisse.items.enum).toEqual(types);
  });

  it('each have a field with their German name in the screen document', () => {
    const props = screen.dataSchema.properties as Record<string, { title?: string }>;
    for (const [type, name] of Object.entries(ORDER_EVENT_TYPES))
      expect(props[type.replace('.', '_')].title).toBe(name);
  });
});

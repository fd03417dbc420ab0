import { describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../../core';
import { rjsfView } from './rjsfView';

const doc: ScreenDocument = {
  id: 'auftrag',
  dataSchema: {
    type: 'object',
    required: ['referenz', 'positionen'],
    properties: {
      referenz: { type: 'string' },
      absender: { type: 'object', properties: { name: { type: 'string' } } },
      positionen: {
        type: 'array',
        items: { type: 'object', properties: { art: { type: 'string', oneOf: [{ const: 'EP' }, { const: 'GP' }] } } },
      },
    },
  },
  layout: [
    {
      type: 'row',
      id: 'kopf',
      children: [
        { type: 'field', field: 'referenz' },
        { type: 'field', field: 'absender.name' },
      ],
    },
    { type: 'table', id: 'pos', field: 'positionen', columns: [{ type: 'field', field: 'art' }] },
  ],
};

describe('rjsfView', () => {
  it('hands rjsf only the root fields it draws, so it never computes defaults or matches choices over table rows', () => {
    const view = rjsfView(doc);
    expect(Object.keys(view.schema.properties ?? {})).toEqual(['referenz']);
    expect(view.schema.required).toEqual(['referenz']);
    const rows = Array.from({ length: 50 }, () => ({ art: 'EP' }));
    expect(view.pick({ referenz: 'A', absender: { name: 'B' }, positionen: rows })).toEqual({ referenz: 'A' });
    expect(view.pick(undefined)).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { validateScreen } from '../validation';
import { resolveFields } from './resolveFields';
import { schemaAt, schemaRequires } from './schemaAt';
import type { ScreenDocument } from './types';

const doc: ScreenDocument = {
  id: 'nested',
  dataSchema: {
    type: 'object',
    properties: {
      absender: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', title: 'Name', maxLength: 5 }, ort: { type: 'string' } },
      },
      frankatur: { type: 'object', properties: { id: { type: 'integer', title: 'Frankatur' } } },
      positionen: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            verpackung: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
            inhalt: { type: 'string' },
          },
        },
      },
    },
  },
  layout: [
    { type: 'field', field: 'absender.name' },
    { type: 'field', field: 'absender.ort', required: { '==': [{ var: 'config.ortPflicht' }, 'true'] } },
    { type: 'field', field: 'frankatur.id', required: true },
    {
      type: 'table',
      id: 't',
      field: 'positionen',
      columns: [
        { type: 'field', field: 'verpackung.id' },
        { type: 'field', field: 'inhalt' },
      ],
    },
  ],
};
const ctx = (data: Record<string, unknown>, config: Record<string, string> = {}) => ({
  data,
  session: {},
  config,
  variant: 'default',
});

describe('nested data paths', () => {
  it('finds schemas and required flags along a path', () => {
    expect(schemaAt(doc.dataSchema, 'absender.name')?.maxLength).toBe(5);
    expect(schemaAt(doc.dataSchema, 'positionen.0.verpackung.id')?.type).toBe('integer');
    expect(schemaAt(doc.dataSchema, 'absender.fehlt')).toBeUndefined();
    expect(schemaRequires(doc.dataSchema, 'absender.name')).toBe(true);
    expect(schemaRequires(doc.dataSchema, 'absender.ort')).toBe(false);
    expect(resolveFields(doc, ctx({}, { ortPflicht: 'true' }))['absender.ort'].required).toBe(true);
  });

  it.each([
    ['missing objects report their required fields', {}, {}, ['absender.name', 'frankatur.id']],
    [
      'blanks inside an object count as missing',
      { absender: { name: '' }, frankatur: { id: 5 } },
      {},
      ['absender.name'],
    ],
    ['limits apply at the nested path', { absender: { name: 'zu lang' }, frankatur: { id: 5 } }, {}, ['absender.name']],
    [
      'a rule makes a nested field required',
      { absender: { name: 'A' }, frankatur: { id: 5 } },
      { ortPflicht: 'true' },
      ['absender.ort'],
    ],
    [
      'a filled row requires its nested column',
      { absender: { name: 'A' }, frankatur: { id: 5 }, positionen: [{ inhalt: 'x', verpackung: {} }, {}] },
      {},
      ['positionen.0.verpackung.id'],
    ],
    [
      'an object of blanks is an empty row',
      { absender: { name: 'A' }, frankatur: { id: 5 }, positionen: [{ verpackung: { id: undefined } }] },
      {},
      [],
    ],
  ])('%s', (_, data, config, fields) => {
    expect(validateScreen(doc, ctx(data, config)).map((m) => m.field)).toEqual(fields);
  });
});

import { describe, expect, it } from 'vitest';
import type { RuleContext, ScreenDocument } from '../screen/types';
import { readOnlyViolations, sameValue } from './readOnlyViolations';

const doc: ScreenDocument = {
  id: 'test',
  title: 'Test',
  readOnly: { '!': { var: 'session.edit' } },
  dataSchema: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      nr: { type: 'string', readOnly: true },
      datum: { type: 'string' },
      art: { type: 'integer' },
      frei: { type: 'string' },
      ort: { type: 'object', properties: { plz: { type: 'string' } } },
    },
  },
  layout: [
    { type: 'field', field: 'name', readOnly: { '==': [{ var: 'config.lock' }, 'true'] } },
    { type: 'field', field: 'ort.plz', readOnly: { '==': [{ var: 'config.lock' }, 'true'] } },
    { type: 'field', field: 'nr' },
    { type: 'field', field: 'datum', readOnly: { '!=': [{ var: 'data.art' }, 4] } },
    { type: 'field', field: 'frei' },
  ],
  computed: [{ id: 'datum', field: 'datum', onlyIfEmpty: true, value: '2026-01-01' }],
} as ScreenDocument;

const context = (
  data: Record<string, unknown>,
  config: Record<string, string> = { lock: 'true' },
  edit = true,
): RuleContext => ({ data, config, session: { edit }, variant: 'default' });

describe('readOnlyViolations', () => {
  it('names every rule-locked field whose value differs from the baseline, with the catalogue text', () => {
    const found = readOnlyViolations(doc, context({ name: 'Neu', ort: { plz: '2' }, datum: '2026-02-02', frei: 'x' }), {
      name: 'Alt',
      ort: { plz: '1' },
      datum: '2026-01-01',
    });
    expect(found).toEqual([
      { field: 'name', message: 'Das Feld darf nicht geändert werden.', rule: 'readOnly' },
      { field: 'ort.plz', message: 'Das Feld darf nicht geändert werden.', rule: 'readOnly' },
      { field: 'datum', message: 'Das Feld darf nicht geändert werden.', rule: 'readOnly' },
    ]);
  });

  it('lets unchanged values, blanks of any kind and fields whose rule is off through', () => {
    expect(
      readOnlyViolations(doc, context({ name: '', ort: { plz: '1' }, datum: '2026-01-01' }), {
        name: null,
        ort: { plz: '1' },
        datum: '2026-01-01',
      }),
    ).toEqual([]);
    expect(readOnlyViolations(doc, context({ name: 'Neu', datum: '2026-03-03', art: 4 }, {}), { name: 'Alt' })).toEqual(
      [],
    );
  });

  it('refuses nothing a lock of the incoming data only sets up or that the baseline had lifted', () => {
    expect(readOnlyViolations(doc, context({ datum: '2026-03-03', art: 2 }), { datum: '2026-01-01', art: 4 })).toEqual(
      [],
    );
    expect(
      readOnlyViolations(doc, context({ datum: '2026-03-03', art: 2 }), { datum: '2026-01-01', art: 2 }),
    ).toHaveLength(1);
  });

  it('leaves the document-level lock and schema-readOnly fields to their owners', () => {
    expect(readOnlyViolations(doc, context({ nr: '99', frei: 'x' }, {}, false), { nr: '1' })).toEqual([]);
  });
});

describe('sameValue', () => {
  it('compares deeply with null, undefined and empty text alike', () => {
    expect(sameValue({ a: { b: '' }, c: [1, 2] }, { a: { b: null }, c: [1, 2] })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(0, '')).toBe(false);
  });
});

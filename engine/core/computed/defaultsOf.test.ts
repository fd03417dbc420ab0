import { describe, expect, it, vi } from 'vitest';
import { createContext } from '../logic';
import type { ScreenDocument } from '../screen';
import { createFormStore } from '../store';
import { defaultsOf, schemaDefaults } from './defaultsOf';
import { watchComputed } from './watchComputed';

/** A capture-like document: plain `default`s plus date prefills as computed rules under configuration switches. */
const doc: ScreenDocument = {
  id: 'defaults',
  dataSchema: {
    type: 'object',
    properties: {
      frankatur: { type: 'object', properties: { id: { type: 'integer', default: 5 } } },
      absender: { type: 'object', properties: { name: { type: 'string' }, lkz: { type: 'string', default: 'DE' } } },
      neutral: { type: 'object', properties: { name: { type: 'string' } } },
      tags: { type: 'array', default: [] },
      waehrung: { type: 'object', properties: { id: { type: 'integer' } } },
      von: { type: 'string', format: 'date' },
      bis: { type: 'string', format: 'date' },
    },
  },
  layout: [],
  computed: [
    {
      id: 'waehrung',
      field: 'waehrung.id',
      onlyIfEmpty: true,
      value: { or: [{ '+': [{ var: 'config.waehrung' }] }, 2] },
    },
    {
      id: 'von',
      field: 'von',
      onlyIfEmpty: true,
      when: { '==': [{ var: 'config.von' }, 'true'] },
      value: { today: [] },
    },
    {
      id: 'bis',
      field: 'bis',
      onlyIfEmpty: true,
      when: { '==': [{ var: 'config.bis' }, 'true'] },
      value: { nextWorkingDay: [{ or: [{ var: 'data.von' }, { today: [] }] }, { var: 'config.offset' }] },
    },
  ],
};

describe('defaultsOf: the initial data of a screen document', () => {
  it('collects the data schema defaults, nested ones included, and leaves objects without defaults out', () => {
    expect(schemaDefaults(doc.dataSchema)).toEqual({ frankatur: { id: 5 }, absender: { lkz: 'DE' }, tags: [] });
  });

  it.each([
    ['no switches', {}, { waehrung: { id: 2 } }, undefined, undefined],
    ['currency from the configuration', { waehrung: '1' }, { waehrung: { id: 1 } }, undefined, undefined],
    ['pick-up date prefilled with today', { von: 'true' }, {}, '2026-11-20', undefined],
    [
      'delivery date = pick-up date + offset, weekend skipped',
      { von: 'true', bis: 'true', offset: '1' },
      {},
      '2026-11-20',
      '2026-11-23',
    ],
    ['delivery date alone: today + offset', { bis: 'true', offset: '3' }, {}, undefined, '2026-11-23'],
  ])('rule-driven values: %s', (_, config, expected, von, bis) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00.000Z'));
    const data = defaultsOf(doc, createContext({ config }));
    vi.useRealTimers();
    expect(data).toMatchObject({ frankatur: { id: 5 }, absender: { lkz: 'DE' }, tags: [], ...expected });
    expect([data.von, data.bis]).toEqual([von, bis]);
  });

  it('lets rules tell opening from a reset by `start` (open by default; unset in the running form)', () => {
    const withStart: ScreenDocument = {
      ...doc,
      computed: [
        {
          id: 'art',
          field: 'art',
          onlyIfEmpty: true,
          when: { or: [{ '==': [{ var: 'start' }, 'open'] }, { '==': [{ var: 'config.pflicht' }, 'true'] }] },
          value: 1,
        },
      ],
    };
    expect(defaultsOf(withStart, createContext()).art).toBe(1);
    expect(defaultsOf(withStart, createContext(), 'open').art).toBe(1);
    expect(defaultsOf(withStart, createContext(), 'reset').art).toBeUndefined();
    expect(defaultsOf(withStart, createContext({ config: { pflicht: 'true' } }), 'reset').art).toBe(1);
    const store = createFormStore<Record<string, unknown>>({});
    const stop = watchComputed(withStart, store, createContext());
    expect(store.get('art')).toBeUndefined();
    stop();
  });

  it('lays given data (a template) over the defaults: nested objects merge, given values win', () => {
    const data = defaultsOf(
      doc,
      createContext({
        data: { frankatur: { id: 3 }, absender: { name: 'Elbe Papierwerke GmbH' }, waehrung: { id: 4 } },
      }),
    );
    expect(data).toMatchObject({
      frankatur: { id: 3 },
      absender: { name: 'Elbe Papierwerke GmbH', lkz: 'DE' },
      waehrung: { id: 4 },
    });
  });

  it('an initial value equal to the rule result keeps following its inputs in the form; a typed one is kept', () => {
    const config = { bis: 'true' };
    const initial = defaultsOf(doc, createContext({ config, data: { von: '2026-11-19' } }));
    expect(initial.bis).toBe('2026-11-20');
    const store = createFormStore<Record<string, unknown>>(initial);
    const stop = watchComputed(doc, store, { config, session: {}, variant: 'default' });
    store.set('von', '2026-11-20');
    expect(store.get('bis')).toBe('2026-11-23');
    store.set('bis', '2026-11-27');
    store.set('von', '2026-11-24');
    expect(store.get('bis')).toBe('2026-11-27');
    stop();
  });
});

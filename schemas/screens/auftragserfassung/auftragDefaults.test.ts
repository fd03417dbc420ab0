import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyComputed,
  applyVariants,
  createFormStore,
  defaultsOf,
  watchComputed,
  type RuleContext,
} from '../../../engine/core';
import { auftragserfassungScreen } from '..';
import { variantOverlays } from '../../../variants';

/** Defaults and date prefills of schemas/screens/auftragserfassung.screen.json (orders.md §4 "Order entry flow", §9), on Friday 20.11.2026. */
const ctx = (data: Record<string, unknown>, more: Partial<RuleContext> = {}): RuleContext => ({
  data,
  session: {},
  config: {},
  variant: 'default',
  ...more,
});
const initial = (more: Partial<RuleContext> = {}, data: Record<string, unknown> = {}) =>
  defaultsOf(applyVariants(auftragserfassungScreen, variantOverlays, ctx(data, more)).document, ctx(data, more));
const BOTH = { isBeladedatumVorbelegen: 'true', isEntladedatumVorbelegen: 'true' };

describe('Auftragserfassung: defaults and date prefills of the screen document', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T09:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a new order starts with Frankatur 5, Verkehrsart 1, currency 2, LKZ DE for sender and recipient and today as capture date', () => {
    const data = initial();
    expect(data).toMatchObject({
      datum: '2026-11-20',
      frankatur: { id: 5 },
      verkehrsart: { id: 1 },
      nachnahmeWaehrung: { id: 2 },
      absender: { lkz: 'DE' },
      empfaenger: { lkz: 'DE' },
    });
    for (const key of ['beladedatum', 'entladedatum', 'abweichendeAbholer', 'neutralerAbsender', 'rechnungsempfaenger'])
      expect(data[key]).toBeUndefined();
  });

  it.each([
    ['currency from defaultWaehrung', { defaultWaehrung: '1' }, {}, { nachnahmeWaehrung: { id: 1 } }],
    [
      'pick-up date today with isBeladedatumVorbelegen',
      { isBeladedatumVorbelegen: 'true' },
      {},
      { beladedatum: '2026-11-20', entladedatum: undefined },
    ],
    [
      'delivery date = pick-up date + 1, Saturday skipped',
      BOTH,
      {},
      { beladedatum: '2026-11-20', entladedatum: '2026-11-23' },
    ],
    [
      'delivery date alone: today + offset',
      { isEntladedatumVorbelegen: 'true' },
      {},
      { beladedatum: undefined, entladedatum: '2026-11-23' },
    ],
    ['offset from zustelldatum_offset', { ...BOTH, zustelldatum_offset: '4' }, {}, { entladedatum: '2026-11-24' }],
    [
      'zustelldatum_off is no offset (it hides the planned delivery date)',
      { ...BOTH, zustelldatum_off: '4' },
      {},
      { entladedatum: '2026-11-23' },
    ],
    [
      'a template keeps its own values',
      BOTH,
      { frankatur: { id: 3 }, beladedatum: '2026-11-25', absender: { name: 'Elbe Papierwerke GmbH' } },
      {
        frankatur: { id: 3 },
        beladedatum: '2026-11-25',
        entladedatum: '2026-11-26',
        absender: { name: 'Elbe Papierwerke GmbH', lkz: 'DE' },
      },
    ],
  ])('%s', (_, config, data, expected) => {
    const found = initial({ config }, data);
    for (const [key, value] of Object.entries(expected)) expect(found[key]).toEqual(value);
  });

  it.each([
    ['opening a new order', 'open', {}, {}, 1],
    ['opening with isVerkehrsartPflichtfeld', 'open', { isVerkehrsartPflichtfeld: 'true' }, {}, 1],
    ['opening a template keeps its own', 'open', {}, { verkehrsart: { id: 3 } }, 3],
    ['opening a template without one', 'open', {}, { frankatur: { id: 3 } }, 1],
    ['reset (after save or cancel): none when not mandatory', 'reset', {}, {}, undefined],
    ['reset with isVerkehrsartPflichtfeld false', 'reset', { isVerkehrsartPflichtfeld: 'false' }, {}, undefined],
    ['reset with isVerkehrsartPflichtfeld', 'reset', { isVerkehrsartPflichtfeld: 'true' }, {}, 1],
  ] as [string, 'open' | 'reset', Record<string, string>, Record<string, unknown>, number | undefined][])(
    'Verkehrsart (orders.md §4 reset, §9 default 1): %s',
    (_, start, config, data, expected) => {
      const context = ctx(data, { config });
      const found = defaultsOf(
        applyVariants(auftragserfassungScreen, variantOverlays, context).document,
        context,
        start,
      );
      expect((found.verkehrsart as { id?: number } | undefined)?.id).toBe(expected);
      expect(found.frankatur).toEqual(data.frankatur ?? { id: 5 });
    },
  );

  it('the running form and the server never fill Verkehrsart: a cleared choice stays empty', () => {
    expect(applyComputed(auftragserfassungScreen, ctx({})).verkehrsart).toBeUndefined();
    const store = createFormStore<Record<string, unknown>>(initial());
    const stop = watchComputed(auftragserfassungScreen, store, { config: {}, session: {}, variant: 'default' });
    store.set('verkehrsart.id', undefined);
    store.set('beladedatum', '2026-11-24');
    expect(store.get('verkehrsart.id')).toBeUndefined();
    stop();
  });

  const FRIDAY = { beladedatum: '2026-11-27' };
  it.each([
    ['switch off: nothing', {}, FRIDAY, undefined],
    ['new order: Friday + 1 → Monday', BOTH, FRIDAY, '2026-11-30'],
    ['order in status 1 (erfasst Internet) counts as new', BOTH, { ...FRIDAY, id: 7, status: { id: 1 } }, '2026-11-30'],
    ['order in a later status: not prefilled', BOTH, { ...FRIDAY, id: 7, status: { id: 2 } }, undefined],
    ['a delivery date the user typed is kept', BOTH, { ...FRIDAY, entladedatum: '2026-12-04' }, '2026-12-04'],
    [
      'Thursday + 2 lands on Saturday → Monday',
      { ...BOTH, zustelldatum_offset: '2' },
      { beladedatum: '2026-11-26' },
      '2026-11-30',
    ],
    ['Monday + 3 → Thursday', { ...BOTH, zustelldatum_offset: '3' }, { beladedatum: '2026-11-23' }, '2026-11-26'],
  ])('delivery date from the typed pick-up date: %s', (_, config, data, expected) => {
    expect(applyComputed(auftragserfassungScreen, ctx(data, { config })).entladedatum).toBe(expected);
  });

  it('in the form the delivery date follows every new pick-up date until the user types one of their own', () => {
    const config = BOTH;
    const store = createFormStore<Record<string, unknown>>(initial({ config }));
    const stop = watchComputed(auftragserfassungScreen, store, { config, session: {}, variant: 'default' });
    expect(store.get('entladedatum')).toBe('2026-11-23');
    store.set('beladedatum', '2026-11-24');
    expect(store.get('entladedatum')).toBe('2026-11-25');
    store.set('entladedatum', '2026-11-27');
    store.set('beladedatum', '2026-11-25');
    expect(store.get('entladedatum')).toBe('2026-11-27');
    stop();
  });

  it('an order being edited gets no prefills, not even for empty fields', () => {
    const data = applyComputed(
      auftragserfassungScreen,
      ctx({ id: 7, status: { id: 2 } }, { config: { ...BOTH, defaultWaehrung: '1' } }),
    );
    for (const key of ['datum', 'beladedatum', 'entladedatum', 'nachnahmeWaehrung']) expect(data[key]).toBeUndefined();
  });
});

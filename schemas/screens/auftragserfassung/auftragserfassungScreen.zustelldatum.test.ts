import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyVariants, defaultsOf, resolveFields, validateScreen, type RuleContext } from '../../../engine/core';
import { auftragserfassungScreen } from '..';
import { variantOverlays } from '../../../variants';

/** zustelldatum_off (orders.md §6 switches, account-admin.md "hidden planned delivery date") in schemas/screens/auftragserfassung.screen.json. */
const ctx = (config: Record<string, string>, data: Record<string, unknown> = {}): RuleContext => ({
  data,
  session: {},
  config,
  variant: 'default',
});
const base = {
  absender: { name: 'A', ort: 'Hamburg' },
  empfaenger: { name: 'B', ort: 'Bremen' },
  frankatur: { id: 5 },
};
const resolved = (config: Record<string, string>) =>
  applyVariants(auftragserfassungScreen, variantOverlays, ctx(config)).document;

describe('Auftragserfassung: zustelldatum_off hides the planned delivery date (Zustelldatum)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T09:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const PREFILL = { isBeladedatumVorbelegen: 'true', isEntladedatumVorbelegen: 'true' };
  it.each([
    ['switch off', { zustelldatum_off: 'false' }, true, true, '2026-11-23', ['entladedatum']],
    ['switch missing', {}, true, true, '2026-11-23', ['entladedatum']],
    ['switch on: hidden, never required, not prefilled', { zustelldatum_off: 'true' }, false, false, undefined, []],
  ])('%s', (_, config, visible, required, prefilled, missing) => {
    const all = { ...config, ...PREFILL, isZustellDatumPflicht: 'true' };
    const doc = resolved(all);
    const state = resolveFields(doc, ctx(all))['entladedatum'];
    expect([state.visible, state.required]).toEqual([visible, required]);
    expect(defaultsOf(doc, ctx(all)).entladedatum).toBe(prefilled);
    expect(
      validateScreen(doc, ctx(all, base))
        .filter((m) => m.field === 'entladedatum')
        .map((m) => m.field),
    ).toEqual(missing);
  });

  it('leaves the delivery times, the pick-up date and the date of an edited order alone', () => {
    const config = { zustelldatum_off: 'true', ...PREFILL };
    const states = resolveFields(resolved(config), ctx(config));
    expect([states['entladezeitVon'].visible, states['entladezeitBis'].visible, states['beladedatum'].visible]).toEqual(
      [true, true, true],
    );
    expect(defaultsOf(resolved(config), ctx(config)).beladedatum).toBe('2026-11-20');
    expect(
      defaultsOf(resolved(config), ctx(config, { id: 7, status: { id: 1 }, entladedatum: '2026-12-01' })).entladedatum,
    ).toBe('2026-12-01');
  });
});

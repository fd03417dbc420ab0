import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyVariants, entryIds, type RuleContext } from '../../../engine/core';
import { auftragserfassungScreen, screens } from '../../../schemas/screens';
import { variantOverlays } from '../../../variants';
import before from './auftragVariants.before.json';
import { SCENARIOS, captureSummary, sortedSummary } from './captureSummary';

/**
 * The capture screen's variant rules moved from the base document into one overlay file per variant: what each variant
 * resolves to must not change. `auftragVariants.before.json` was computed once from the base document as it was before the
 * move (rules inline), with `captureSummary` over the same scenarios (its lists compared sorted: a layout redesign
 * moved nodes into grid rows, which changes where they sit, not what they resolve to).
 */
describe('capture variants after moving their rules into overlays', () => {
  // A fixed Tuesday: rules such as the next working day depend on the weekday; dates are compared relative to it.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it.each(Object.keys(SCENARIOS))('resolves %s exactly as before the move', (name) => {
    const recorded = (before as Record<string, Parameters<typeof sortedSummary>[0]>)[name];
    expect(captureSummary(auftragserfassungScreen, variantOverlays, SCENARIOS[name])).toEqual(sortedSummary(recorded));
  });

  it('keeps the variant rules out of the base document', () => {
    const text = JSON.stringify(auftragserfassungScreen);
    expect(text).not.toMatch(/"var":"variant"|"var":"session\.metro"|"var":"modes\.mandantSpezi29"/);
  });

  it('gives every variant of the capture screen its own overlay file', () => {
    const applied = (context: RuleContext) => applyVariants(auftragserfassungScreen, variantOverlays, context).applied;
    expect(applied(SCENARIOS.B)).toEqual(['auftragserfassung-variante-b']);
    expect(applied(SCENARIOS.C)).toEqual(['auftragserfassung-variante-c']);
    expect(applied(SCENARIOS.metro)).toEqual(['auftragserfassung-metro']);
    expect(applied(SCENARIOS.mandantSpezi29)).toEqual(['auftragserfassung-mandant-spezi29']);
    expect(applied(SCENARIOS.default)).toEqual([]);
  });
});

describe('stable ids of screen documents', () => {
  it.each(Object.keys(screens))(
    '%s: every layout node, column and computed/check/action entry has a unique id',
    (id) => {
      const ids = entryIds(screens[id]);
      expect(ids.filter((x, i) => ids.indexOf(x) !== i)).toEqual([]);
    },
  );
});

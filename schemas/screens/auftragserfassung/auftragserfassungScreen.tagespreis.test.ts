import { describe, expect, it } from 'vitest';
import { evaluate, type RuleContext } from '../../../engine/core';
import { auftragserfassungScreen } from '..';

/** The Tagespreis toolbar action of schemas/screens/auftragserfassung.screen.json (orders.md §2, §4), evaluated as the engine does. */
const ctx = (data: Record<string, unknown>, config: Record<string, string> = {}): RuleContext => ({
  data,
  session: {},
  config,
  variant: 'default',
});
const action = auftragserfassungScreen.actions!.find((a) => a.id === 'tagespreis')!;

describe('Auftragserfassung: Tagespreis action', () => {
  it.each([
    ['price feature on', { isPreisermittlung: 'true' }, true],
    ['price feature off', { isPreisermittlung: 'false' }, false],
    ['switch missing', {}, false],
  ])('visible: %s', (_, config, expected) => {
    expect(evaluate(action.visible, ctx({}, config), true)).toBe(expected);
  });

  it.each([
    ['order with kf_id', { id: 7, kf_id: 900007 }, true],
    ['order with kalkulationsFolgeId only', { id: 7, kalkulationsFolgeId: 900007 }, true],
    ['order without calculation', { id: 7, kf_id: null, kalkulationsFolgeId: null }, false],
    ['new order', {}, false],
  ])('enabled: %s', (_, data, expected) => {
    expect(evaluate(action.enabled, ctx(data, { isPreisermittlung: 'true' }), true)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { optionParams, tableNodes, type FieldNode, type RuleContext } from '../../../engine/core';
import { auftragserfassungScreen } from '..';

/** The ADR switches of the capture document as option parameters, evaluated as the engine does (the sources they select: app/pages/auftragserfassung/optionSources.test.ts). */
const ctx = (data: Record<string, unknown>, config: Record<string, string> = {}): RuleContext => ({
  data,
  session: {},
  config,
  variant: 'default',
});
const column = (table: string, field: string) =>
  tableNodes(auftragserfassungScreen.layout)
    .find((t) => t.id === table)!
    .columns.find((c): c is FieldNode => c.type === 'field' && c.field === field)!;

describe('Auftragserfassung: ADR packagings and load carriers (isNoADRVerpackungen, isNoADRLademittel)', () => {
  it.each([
    ['positionen', 'verpackung.id', { isNoADRVerpackungen: 'true' }, false],
    ['positionen', 'verpackung.id', { isNoADRVerpackungen: 'false' }, null],
    ['positionen', 'verpackung.id', { isNoADRLademittel: 'true' }, null],
    ['positionen', 'lademittel.id', { isNoADRLademittel: 'true' }, false],
    ['positionen', 'lademittel.id', {}, null],
    ['positionen', 'lademittel.id', { isNoADRVerpackungen: 'true' }, null],
    ['gefahrgutTabelle', 'verpackung.id', { isNoADRVerpackungen: 'true' }, false],
    ['gefahrgutTabelle', 'verpackung.id', {}, null],
    ['zusLademittel', 'lademittel.id', { isNoADRLademittel: 'true' }, false],
    ['zusLademittel', 'lademittel.id', { isNoADRLademittel: 'false' }, null],
  ])('%s %s with %j asks for isGGVS %s', (table, field, config, expected) => {
    expect(optionParams(column(table, field).options!, ctx({}, config))).toEqual({ mandant: null, isGGVS: expected });
  });
});

describe('Auftragserfassung: per-tenant sources follow the main-client selector (orders.md §3 "per mandant")', () => {
  const PER_TENANT = [
    'frankaturen',
    'verkehrsarten',
    'zustellkennzeichen',
    'anlieferkennzeichen',
    'sperrigkeiten',
    'verpackungen',
    'lademittel',
    'adressen',
  ];
  const specs = (nodes: unknown): { source?: string; params?: Record<string, unknown> }[] =>
    Array.isArray(nodes)
      ? nodes.flatMap(specs)
      : nodes && typeof nodes === 'object'
        ? [
            ...('options' in nodes ? [(nodes as { options: never }).options] : []),
            ...Object.values(nodes).flatMap(specs),
          ]
        : [];

  it('gives every per-tenant source of the document the chosen tenant as mandant, and no shared one', () => {
    const all = specs(auftragserfassungScreen.layout).filter((s) => s.source);
    expect(all.filter((s) => PER_TENANT.includes(s.source!)).length).toBeGreaterThanOrEqual(PER_TENANT.length);
    for (const spec of all) {
      const params = optionParams(spec as never, ctx({ mandant: { id: 3 } }));
      expect(params.mandant, spec.source).toBe(PER_TENANT.includes(spec.source!) ? 3 : undefined);
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { optionParams, tableNodes, type FieldNode, type RuleContext } from '../../../engine/core';
import { auftragScreen } from '../../../schemas';
import { api } from '../../api';
import { captureOptionSources } from './optionSources';

/** Issue 5: the ADR switches of schemas/screens/auftrag.screen.json as option parameters, evaluated as the engine does, and the sources they select. */
const ctx = (data: Record<string, unknown>, config: Record<string, string> = {}): RuleContext =>
  ({ data, session: {}, config, variant: 'default' });
const column = (table: string, field: string) =>
  tableNodes(auftragScreen.layout).find((t) => t.id === table)!.columns.find((c): c is FieldNode => c.type === 'field' && c.field === field)!;

afterEach(() => { vi.restoreAllMocks(); });

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
    expect(optionParams(column(table, field).options!, ctx({}, config))).toEqual({ isGGVS: expected });
  });

  it.each([
    ['verpackungen', { isGGVS: false }, '/api/verpackungen/ggvs', { params: { query: { isGGVS: false } } }],
    ['verpackungen', { isGGVS: null }, '/api/verpackungen', undefined],
    ['lademittel', { isGGVS: false }, '/api/lademittel/ggvs', { params: { query: { isGGVS: false } } }],
    ['lademittel', {}, '/api/lademittel', undefined],
  ])('the %s source with %j loads %s', async (source, params, path, init) => {
    const get = vi.spyOn(api, 'GET').mockResolvedValue({ data: [{ id: 1 }], response: new Response() } as never);
    expect(await captureOptionSources(source, params)).toEqual([{ id: 1 }]);
    expect(get).toHaveBeenCalledWith(path, ...(init ? [init] : []));
  });
});

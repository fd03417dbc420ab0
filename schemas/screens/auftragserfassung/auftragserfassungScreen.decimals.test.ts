import { describe, expect, it } from 'vitest';
import { applyComputed, applyVariants, parseDecimal, validateScreen, type RuleContext } from '../../../engine/core';
import { auftragserfassungScreen } from '..';
import { variantOverlays } from '../../../variants';

/** Ordinary decimals and the form's own computed values on the real capture document, as browser and server validate. */
const config = { isLademeterBerechnen: 'true', isStellplaetzeBerechnen: 'true' };
const ctx = (data: Record<string, unknown>): RuleContext => ({
  data,
  session: { edit: true },
  config,
  variant: 'default',
});
const base = {
  absender: { name: 'A', ort: 'Hamburg' },
  empfaenger: { name: 'B', ort: 'Bremen' },
  frankatur: { id: 5 },
};
const messagesOf = (data: Record<string, unknown>) => {
  const computed = applyComputed(auftragserfassungScreen, ctx({ ...base, ...data }));
  const doc = applyVariants(auftragserfassungScreen, variantOverlays, ctx(computed)).document;
  return { computed, messages: validateScreen(doc, ctx(computed)).map((m) => `${m.field}: ${m.message}`) };
};
const pallets = (count: number, hoeheCM = 100) => ({
  warengutBezeichnung: 'Papier',
  bruttoGewicht: 100,
  lademittel: { id: 1 },
  lademittelAnzahl: count,
  laengeCM: 120,
  breiteCM: 80,
  hoeheCM,
});

describe('Auftragserfassung: decimals and computed values are saved, not refused', () => {
  it.each(['8,2', '1,15', '4,35', '0,29', '8,25', '8,5', '999.999,99', '12.345,67'])(
    'weight %s kg and the same amount as cash on delivery in €',
    (text) => {
      const value = parseDecimal(text)!;
      const { messages } = messagesOf({
        nachnahmeBetrag: value,
        auftragspositionen: [{ warengutBezeichnung: 'Papier', bruttoGewicht: value }],
      });
      expect(messages).toEqual([]);
    },
  );

  it('refuses a third decimal the user typed', () => {
    const { messages } = messagesOf({
      nachnahmeBetrag: 19.999,
      auftragspositionen: [{ warengutBezeichnung: 'Papier', bruttoGewicht: 8.255 }],
    });
    expect(messages).toEqual([
      'nachnahmeBetrag: Zu viele Nachkommastellen.',
      'auftragspositionen.0.bruttoGewicht: Zu viele Nachkommastellen.',
    ]);
  });

  it.each([
    [3, 1.2, 3],
    [6, 2.4, 6],
  ])('%i Euro pallets 120×80 give LDM %s and STP %s, saved as computed', (count, ldm, stp) => {
    const { computed, messages } = messagesOf({ auftragspositionen: [pallets(count)] });
    expect(computed.auftragspositionen).toEqual([expect.objectContaining({ lademeter: ldm, stellplaetze: stp })]);
    expect(messages).toEqual([]);
  });

  it('4 pallets with height 102 give CBM 3,917 in the read-only field, and the order can be saved', () => {
    const { computed, messages } = messagesOf({ auftragspositionen: [pallets(4, 102)] });
    expect(computed.auftragspositionen).toEqual([expect.objectContaining({ volumenCBM: 3.917 })]);
    expect(messages).toEqual([]);
  });

  it('never refuses a value the engine computed, over a sweep of dimensions and counts', () => {
    const rows: Record<string, unknown>[] = [];
    for (let l = 1; l <= 1360; l += 37)
      for (let b = 1; b <= 300; b += 23)
        for (const n of [1, 2, 3, 7, 13, 33]) {
          rows.push({
            warengutBezeichnung: 'Ware',
            bruttoGewicht: 12.5,
            lademittel: { id: 1 },
            lademittelAnzahl: n,
            laengeCM: l,
            breiteCM: b,
            hoeheCM: (l % 250) + 1,
          });
        }
    const refused: string[] = [];
    for (let i = 0; i < rows.length; i += 150)
      refused.push(...messagesOf({ auftragspositionen: rows.slice(i, i + 150) }).messages);
    expect(rows.length).toBeGreaterThan(2000);
    expect(refused).toEqual([]);
  });
});

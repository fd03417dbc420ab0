import { describe, expect, it } from 'vitest';
import { applyVariants, createContext, createFormStore, watchComputed } from '../../../../engine/core';
import type { RuleContext } from '../../../../engine/core';
import { auftragserfassungScreen } from '../../../../schemas';
import { variantOverlays } from '../../../../variants';
import { fromOrder } from '../../auftragserfassung';
import { orderTotals } from './totals';

type Json = Record<string, unknown>;

/** What the capture screen's Übersicht shows for a stored order: the page's form data in a store, the document's rules running as in ScreenForm. */
function captureOverview(order: Json, context: RuleContext): Json {
  const document = applyVariants(auftragserfassungScreen, variantOverlays, context).document;
  const store = createFormStore<Json>(fromOrder(order));
  const stop = watchComputed(document, store, {
    session: context.session,
    config: context.config,
    variant: context.variant,
  });
  stop();
  return store.get('uebersicht') as Json;
}

const context = createContext({
  session: { loggedIn: true, edit: true },
  config: { isLademeterBerechnen: 'true', isStellplaetzeBerechnen: 'true' },
});
// A stored order as the list's sidebar loads it: dimensions, but no LDM, Stellplätze or CBM stored with the positions.
const order: Json = {
  id: 5001,
  spedeigennr: '4711001',
  status: { id: 1 },
  auftragspositionen: [
    {
      laufendePosition: 1,
      warengutBezeichnung: 'Fliesen',
      bruttoGewicht: 412.5,
      laengeCM: 120,
      breiteCM: 80,
      hoeheCM: 110,
      verpackung: { id: 3, value: 'Sack' },
      verpackungAnzahl: 10,
      lademittel: { id: 1, value: 'Europalette' },
      lademittelAnzahl: 2,
    },
    {
      laufendePosition: 2,
      warengutBezeichnung: 'Werkzeug',
      bruttoGewicht: 100,
      laengeCM: 60,
      breiteCM: 40,
      hoeheCM: 50,
      verpackung: { id: 4, value: 'Karton' },
      verpackungAnzahl: 3,
    },
    {
      laufendePosition: 3,
      warengutBezeichnung: 'Kleinteile',
      bruttoGewicht: 12.25,
      verpackung: { id: 3, value: 'Sack' },
      verpackungAnzahl: 1,
      lademittel: { id: 1, value: 'Europalette' },
      lademittelAnzahl: 1,
      volumenCBM: 0.5,
      lademeter: 0.4,
      stellplaetze: 1,
    },
  ],
};

describe('order totals of the list sidebar', () => {
  it("are the capture screen's Übersicht of the same order (one computation: the capture document's rules)", () => {
    const capture = captureOverview(order, context);
    const totals = orderTotals(order, context);
    expect({ kg: totals.kg, ldm: totals.ldm, cbm: totals.cbm, stp: totals.stp }).toEqual({
      kg: capture.gewicht,
      ldm: capture.lademeter,
      cbm: capture.cbm,
      stp: capture.stellplaetze,
    });
    expect(totals.verpackungen.map((v) => v.anzahl)).toEqual(
      (capture.verpackungenJeArt as { sum: number }[]).map((g) => g.sum),
    );
    expect(totals.lademittel.map((l) => l.anzahl)).toEqual(
      (capture.lademittelJeArt as { sum: number }[]).map((g) => g.sum),
    );
    // The figures themselves (orders.md §9): CBM 1.2 × 0.8 × 1.1 × 2 + 0.6 × 0.4 × 0.5 × 3 + 0.5; LDM 0.8 + 0.4;
    // STP 2 + 1 (0.75 rounded up to 0.5 steps) + 1.
    expect(totals).toEqual({
      verpackungen: [
        { name: 'Sack', anzahl: 11 },
        { name: 'Karton', anzahl: 3 },
      ],
      lademittel: [{ name: 'Europalette', anzahl: 3 }],
      kg: 524.75,
      ldm: 1.2,
      cbm: 2.972,
      stp: 4,
    });
  });

  it('computes LDM and STP only under the configuration switches, as the capture screen does', () => {
    const plain = createContext({ session: { loggedIn: true, edit: true }, config: {} });
    const capture = captureOverview(order, plain);
    const totals = orderTotals(order, plain);
    expect([totals.ldm, totals.stp]).toEqual([capture.lademeter, capture.stellplaetze]);
    expect([totals.ldm, totals.stp]).toEqual([0.4, 1]);
  });

  it('shows as STP the larger parking-place figure: computed Stellplätze or Anzahl Stellplätze of the positions', () => {
    const counted = {
      ...order,
      auftragspositionen: (order.auftragspositionen as Json[]).map((p) => ({ ...p, anzahlStellplaetze: 2 })),
    };
    expect(orderTotals(counted, context).stp).toBe(6);
    expect(captureOverview(counted, context).stellplaetze).toBe(6);
  });

  it('is all zero without positions', () => {
    expect(orderTotals({ id: 1 }, context)).toEqual({
      verpackungen: [],
      lademittel: [],
      kg: 0,
      ldm: 0,
      cbm: 0,
      stp: 0,
    });
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { positionsScreen } from '../fixtures';
import { applyComputed } from '../computed';
import { compactTables } from '../table';
import { createContext } from '../logic';
import { validateScreen } from './validateScreen';

// The server runs the same code in Node: tables, row checks, computed values and custom operations.
describe('validateScreen in Node (as the server runs it)', () => {
  const config = { isLademeterBerechnen: 'true', isStellplaetzeBerechnen: 'true', isHoehePflichtfeld: 'true' };
  const sent = {
    auftragspositionen: [
      {
        laufendePosition: 1,
        anzahl: 2,
        inhalt: 'Fliesen',
        bruttoGewicht: 640,
        nettoGewicht: 700,
        laenge: 120,
        breite: 80,
      },
      {},
    ],
  };

  it('validates table rows with their column rules and row checks', () => {
    const messages = validateScreen(positionsScreen, createContext({ data: sent, config }));
    expect(messages.map((m) => `${m.field}: ${m.message}`)).toEqual([
      'auftragspositionen.0.nettoGewicht: Nettogewicht darf nicht größer sein als Bruttogewicht.',
      'auftragspositionen.0.hoehe: Feld ist ein Pflichtfeld. Bitte ausfüllen.',
    ]);
  });

  it('computes CBM, LDM, Stellplätze and totals with the custom operations and drops the empty row', () => {
    const data = applyComputed(positionsScreen, createContext({ data: compactTables(positionsScreen, sent), config }));
    expect(data.auftragspositionen).toEqual([expect.objectContaining({ ldm: 0.8, stellplaetze: 2 })]);
    const withHeight = { auftragspositionen: [{ ...sent.auftragspositionen[0], hoehe: 150, nettoGewicht: 600 }] };
    const complete = applyComputed(positionsScreen, createContext({ data: withHeight, config }));
    expect(complete).toMatchObject({ summeCbm: 2.88, auftragspositionen: [{ cbm: 2.88 }] });
    expect(validateScreen(positionsScreen, createContext({ data: complete, config }))).toEqual([]);
  });
});

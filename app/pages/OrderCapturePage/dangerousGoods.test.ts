import { describe, expect, it } from 'vitest';
import { getAt, setAt } from '../../../engine/core';
import type { FormControls } from '../../../engine/react';
import { createDangerousGoodsLookup, prefillDangerousGoods, takeOverDangerousGoods } from './dangerousGoods';

const benzin = { id: 1203, klasse: '3', bezeichnung: 'BENZIN', verpackungscode: 'II', gefahrgutUnnr: { id: 1203, unnr: '1203' } };
const controls = (initial: Record<string, unknown>) => {
  let data = initial;
  const form: FormControls = { get: (p) => getAt(data, p), set: (p, v) => { data = setAt(data, p, v); }, openDialog: () => undefined, validate: () => true };
  return { form, data: () => data };
};
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('Gefahrgut of a position', () => {
  it('opens on the position of the clicked row with its lines and takes the filled lines back, setting mitGefahrguetern', () => {
    const { form, data } = controls({ auftragspositionen: [{ warengutBezeichnung: 'A' }, { warengutBezeichnung: 'B', auftragsgefahrgueter: [{ anzahl: 1 }] }, {}] });
    prefillDangerousGoods(form, 1);
    expect(data()).toMatchObject({ gefahrgutPosition: 2, gefahrgutZeilen: [{ anzahl: 1 }] });
    form.set('gefahrgutZeilen', [{ laufendeNummer: 1, anzahl: 2 }, { laufendeNummer: 2 }]);
    takeOverDangerousGoods(form);
    expect(getAt(data(), 'auftragspositionen.1')).toMatchObject({ auftragsgefahrgueter: [{ laufendeNummer: 1, anzahl: 2 }], mitGefahrguetern: true });
    form.set('gefahrgutZeilen', [{}]);
    takeOverDangerousGoods(form);
    expect(getAt(data(), 'auftragspositionen.1.mitGefahrguetern')).toBe(false);
  });

  it('starts empty for a position without lines and leaves the other positions alone', () => {
    const { form, data } = controls({ auftragspositionen: [{ warengutBezeichnung: 'A' }, { warengutBezeichnung: 'B', auftragsgefahrgueter: [{ anzahl: 1 }] }, {}] });
    prefillDangerousGoods(form, 0);
    expect(data()).toMatchObject({ gefahrgutPosition: 1, gefahrgutZeilen: [] });
    form.set('gefahrgutZeilen', [{ laufendeNummer: 1, anzahl: 3 }, {}]);
    takeOverDangerousGoods(form);
    expect(getAt(data(), 'auftragspositionen.0')).toMatchObject({ auftragsgefahrgueter: [{ anzahl: 3 }], mitGefahrguetern: true });
    expect(getAt(data(), 'auftragspositionen.1.auftragsgefahrgueter')).toEqual([{ anzahl: 1 }]);
  });

  it.each([
    ['a 4-digit UN number fills the class data', { gefahrgutUnnr: { unnr: '1203' } }, ['search 1203'], { gefahrgutklasse: { id: 1203, klasse: '3' }, gefahrgutUnnr: { id: 1203 } }],
    ['an incomplete UN number asks nothing', { gefahrgutUnnr: { unnr: '120' } }, [], { gefahrgutUnnr: { unnr: '120' } }],
    ['a class id without UN number fills the UN number', { gefahrgutklasse: { id: 1203 } }, ['id 1203'], { gefahrgutUnnr: { unnr: '1203', id: 1203 } }],
  ])('%s', async (_, line, calls, expected) => {
    const asked: string[] = [];
    const lookup = createDangerousGoodsLookup(async (u) => { asked.push(`search ${u}`); return [benzin]; }, async (id) => { asked.push(`id ${id}`); return benzin; });
    const { form, data } = controls({ gefahrgutZeilen: [line] });
    lookup(data(), form);
    await settle();
    lookup(data(), form); // the answer is not asked for again
    await settle();
    expect(asked).toEqual(calls);
    expect(getAt(data(), 'gefahrgutZeilen.0')).toMatchObject(expected);
  });
});

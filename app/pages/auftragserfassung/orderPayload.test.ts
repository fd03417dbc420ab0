import { describe, expect, it } from 'vitest';
import { applyVariants } from '../../../engine/core';
import { auftragserfassungScreen } from '../../../schemas';
import { variantOverlays } from '../../../variants';
import { asCopy, fromOrder, timeOf, toPayload } from './orderPayload';

/** The capture document as the page resolves it for a session's variant. */
const doc = (variant: string) =>
  applyVariants(auftragserfassungScreen, variantOverlays, { data: {}, session: {}, config: {}, variant }).document;

const form = {
  absender: { name: 'Elbe Papierwerke GmbH', ort: 'Hamburg', plz: '20457', zeile2: '' },
  empfaenger: { name: 'Weser Elektrotechnik GmbH', ort: 'Bremen' },
  abweichendeAbholer: { name: 'Lager Harburg', ort: 'Hamburg' },
  adressModus: { absender: false },
  uebersicht: { gewicht: 812.5 },
  spedfremdnr: 'PO-2026-000000000017-X',
  frankatur: { id: 5 },
  verkehrsart: { id: -1 },
  entladedatum: '2026-11-24',
  entladezeitVon: '08:30',
  gefahrgutZeilen: [{}],
  vorlage: { name: 'x' },
  auftragspositionen: [
    {
      laufendePosition: 1,
      warengutBezeichnung: 'Papier',
      bruttoGewicht: 812.5,
      verpackung: { id: 3 },
      auftragsgefahrgueter: [{ anzahl: 1 }],
    },
    { laufendePosition: 2, verpackung: { id: undefined } },
  ],
};

describe('order capture payload', () => {
  it('is the form data itself, with status 1, typ 0, the reference cut to 20 and times joined', () => {
    const p = toPayload(form, doc('default'));
    expect(p).toMatchObject({
      status: { id: 1 },
      typ: 0,
      frankatur: { id: 5 },
      verkehrsart: null,
      spedfremdnr: 'PO-2026-000000000017',
      absender: { name: 'Elbe Papierwerke GmbH', ort: 'Hamburg', plz: '20457' },
      zustellDatumVon: '2026-11-24T08:30:00.000Z',
      zustellDatumBis: '2026-11-24T00:00:00.000Z',
      abweichendeBeladung: true,
      mitGefahrguetern: true,
    });
    expect(p.absender).not.toHaveProperty('zeile2');
    for (const key of ['adressModus', 'uebersicht', 'gefahrgutZeilen', 'vorlage', 'entladedatum'])
      expect(p).not.toHaveProperty(key);
    expect(p.auftragspositionen).toEqual([
      {
        laufendePosition: 1,
        warengutBezeichnung: 'Papier',
        bruttoGewicht: 812.5,
        verpackung: { id: 3 },
        auftragsgefahrgueter: [{ anzahl: 1 }],
        mitGefahrguetern: true,
      },
    ]);
    expect(toPayload({ ...form, neutralerAbsender: { name: 'N' } }, doc('default')).abweichendeBeladung).toBe(false);
  });
  it('reads an order back, showing 00:00 as empty, and clears what a copy must not keep', () => {
    const data = fromOrder({
      id: 7,
      spedeigennr: '4711000',
      status: { id: 1 },
      absender: { name: 'A', ort: 'B' },
      zustellDatumVon: '2026-11-24T00:00:00.000Z',
      spotpreisnr: 'S1',
      auftragspositionen: [{ id: 9, warengutBezeichnung: 'X', bruttoGewicht: 1 }],
      erfasser: { name: 'demo' },
      aenderer: { name: 'haupt' },
      datumErfasst: '2026-11-20T08:00:00.000Z',
      datumgeaendert: '2026-11-21T08:00:00.000Z',
      sdstId: 3,
      auftragshistorie: [{ datum: '2026-11-20' }],
      abliefernachweis: 'https://pod.example/7',
      signatur: 'iVBOR',
      dokumentenverweise: [{ id: 1 }],
      version: 3,
    });
    // A change is sent with the version it was read in (the server answers 409 when another save came first).
    expect(toPayload(data, doc('default')).version).toBe(3);
    expect(data).toMatchObject({ absender: { name: 'A', ort: 'B' }, entladedatum: '2026-11-24', status: { id: 1 } });
    expect(data.entladezeitVon).toBeUndefined();
    const copy = asCopy(data, 42, '2026-11-23');
    expect(copy).toMatchObject({ copyId: 42, datum: '2026-11-23' });
    for (const key of [
      'id',
      'spedeigennr',
      'status',
      'spotpreisnr',
      'erfasser',
      'aenderer',
      'datumErfasst',
      'datumgeaendert',
      'sdstId',
      'auftragshistorie',
      'abliefernachweis',
      'signatur',
      'dokumentenverweise',
      'version',
    ])
      expect(copy).not.toHaveProperty(key);
    expect(copy.auftragspositionen).toEqual([{ warengutBezeichnung: 'X', bruttoGewicht: 1 }]);
    expect(timeOf('2026-11-24T14:45:00.000Z')).toBe('14:45');
  });
  it.each([
    ['default: cut to 20', 'default', 'R'.repeat(30), 'R'.repeat(20)],
    ['variant B: 35 characters are sent', 'B', 'B'.repeat(35), 'B'.repeat(35)],
    ['variant B: cut to 35 by the overlay', 'B', 'B'.repeat(40), 'B'.repeat(35)],
    ['variant C: cut to 20', 'C', 'C'.repeat(21), 'C'.repeat(20)],
    ['blank: not sent', 'B', '', undefined],
  ])("sender reference (spedfremdnr) cut to the resolved document's maxLength: %s", (_, variant, typed, sent) => {
    expect(toPayload({ ...form, spedfremdnr: typed }, doc(variant)).spedfremdnr).toBe(sent);
  });
});

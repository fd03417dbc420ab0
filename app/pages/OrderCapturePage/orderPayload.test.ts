import { describe, expect, it } from 'vitest';
import { asCopy, captureDefaults, fromOrder, nextWorkingDay, timeOf, toPayload } from './orderPayload';

const form = {
  absender: { name: 'Elbe Papierwerke GmbH', ort: 'Hamburg', plz: '20457', zeile2: '' }, empfaenger: { name: 'Weser Elektrotechnik GmbH', ort: 'Bremen' },
  abweichendeAbholer: { name: 'Lager Harburg', ort: 'Hamburg' }, adressModus: { absender: false }, uebersicht: { gewicht: 812.5 },
  spedfremdnr: 'PO-2026-000000000017-X', frankatur: { id: 5 }, verkehrsart: { id: -1 }, entladedatum: '2026-11-24', entladezeitVon: '08:30',
  gefahrgutZeilen: [{}], vorlage: { name: 'x' },
  auftragspositionen: [{ laufendePosition: 1, warengutBezeichnung: 'Papier', bruttoGewicht: 812.5, verpackung: { id: 3 },
    auftragsgefahrgueter: [{ anzahl: 1 }] }, { laufendePosition: 2, verpackung: { id: undefined } }],
};

describe('order capture payload', () => {
  it('is the form data itself, with status 1, typ 0, the reference cut to 20 and times joined', () => {
    const p = toPayload(form, 'default');
    expect(p).toMatchObject({ status: { id: 1 }, typ: 0, frankatur: { id: 5 }, verkehrsart: null, spedfremdnr: 'PO-2026-000000000017',
      absender: { name: 'Elbe Papierwerke GmbH', ort: 'Hamburg', plz: '20457' }, zustellDatumVon: '2026-11-24T08:30:00.000Z',
      zustellDatumBis: '2026-11-24T00:00:00.000Z', abweichendeBeladung: true, mitGefahrguetern: true });
    expect(p.absender).not.toHaveProperty('zeile2');
    for (const key of ['adressModus', 'uebersicht', 'gefahrgutZeilen', 'vorlage', 'entladedatum']) expect(p).not.toHaveProperty(key);
    expect(p.auftragspositionen).toEqual([{ laufendePosition: 1, warengutBezeichnung: 'Papier', bruttoGewicht: 812.5, verpackung: { id: 3 },
      auftragsgefahrgueter: [{ anzahl: 1 }], mitGefahrguetern: true }]);
    expect(toPayload(form, 'B').spedfremdnr).toBeUndefined();
    expect(toPayload({ ...form, neutralerAbsender: { name: 'N' } }, 'default').abweichendeBeladung).toBe(false);
  });
  it('reads an order back, showing 00:00 as empty, and clears what a copy must not keep', () => {
    const data = fromOrder({ id: 7, spedeigennr: '4711000', status: { id: 1 }, absender: { name: 'A', ort: 'B' }, zustellDatumVon: '2026-11-24T00:00:00.000Z',
      spotpreisnr: 'S1', auftragspositionen: [{ id: 9, warengutBezeichnung: 'X', bruttoGewicht: 1 }] });
    expect(data).toMatchObject({ absender: { name: 'A', ort: 'B' }, entladedatum: '2026-11-24', status: { id: 1 } });
    expect(data.entladezeitVon).toBeUndefined();
    const copy = asCopy(data, 42, '2026-11-23');
    expect(copy).toMatchObject({ copyId: 42, datum: '2026-11-23' });
    for (const key of ['id', 'spedeigennr', 'status', 'spotpreisnr']) expect(copy).not.toHaveProperty(key);
    expect(copy.auftragspositionen).toEqual([{ warengutBezeichnung: 'X', bruttoGewicht: 1 }]);
    expect(timeOf('2026-11-24T14:45:00.000Z')).toBe('14:45');
  });
  it('prefills dates only with the switches, the delivery date on the next working day after the offset', () => {
    expect(captureDefaults({}, '2026-11-20')).toMatchObject({ frankatur: { id: 5 }, verkehrsart: { id: 1 }, nachnahmeWaehrung: { id: 2 },
      beladedatum: undefined, entladedatum: undefined });
    expect(captureDefaults({ isBeladedatumVorbelegen: 'true', isEntladedatumVorbelegen: 'true', defaultWaehrung: '1' }, '2026-11-20'))
      .toMatchObject({ beladedatum: '2026-11-20', entladedatum: '2026-11-23', nachnahmeWaehrung: { id: 1 } });
    expect(nextWorkingDay('2026-11-20', 2)).toBe('2026-11-23');
  });
});

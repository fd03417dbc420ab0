import { describe, expect, it } from 'vitest';
import { asCopy, captureDefaults, fromOrder, nextWorkingDay, timeOf, toPayload } from './orderPayload';

const form = {
  absenderName: 'Elbe Papierwerke GmbH', absenderOrt: 'Hamburg', absenderPlz: '20457', empfaengerName: 'Weser Elektrotechnik GmbH',
  empfaengerOrt: 'Bremen', spedfremdnr: 'PO-2026-000000000017-X', frankatur: 5, verkehrsart: -1, zustellDatum: '2026-11-24', zustellZeitVon: '08:30',
  auftragspositionen: [{ laufendePosition: 1, warengutBezeichnung: 'Papier', bruttoGewicht: 812.5 }, { laufendePosition: 2 }],
};

describe('order capture payload', () => {
  it('maps the form to the save shape: status 1, typ 0, reference cut to 20, empty rows and times handled', () => {
    const p = toPayload(form, 'default');
    expect(p).toMatchObject({ status: { id: 1 }, typ: 0, frankatur: { id: 5 }, verkehrsart: null, spedfremdnr: 'PO-2026-000000000017',
      absender: { name: 'Elbe Papierwerke GmbH', ort: 'Hamburg', plz: '20457' }, zustellDatumVon: '2026-11-24T08:30:00.000Z',
      zustellDatumBis: '2026-11-24T00:00:00.000Z' });
    expect(p.auftragspositionen).toEqual([{ laufendePosition: 1, warengutBezeichnung: 'Papier', bruttoGewicht: 812.5 }]);
    expect(toPayload(form, 'B').spedfremdnr).toBeUndefined();
  });
  it('reads an order back, showing 00:00 as empty, and clears what a copy must not keep', () => {
    const data = fromOrder({ spedeigennr: '4711000', status: { id: 1 }, absender: { name: 'A', ort: 'B' }, zustellDatumVon: '2026-11-24T00:00:00.000Z',
      auftragspositionen: [{ id: 9, warengutBezeichnung: 'X', bruttoGewicht: 1 }] });
    expect(data).toMatchObject({ absenderName: 'A', absenderOrt: 'B', zustellDatum: '2026-11-24', statusId: 1 });
    expect(data.zustellZeitVon).toBeUndefined();
    const copy = asCopy(data, 42);
    expect(copy).toMatchObject({ copyId: 42 });
    expect(copy.spedeigennr).toBeUndefined();
    expect(copy.auftragspositionen).toEqual([{ warengutBezeichnung: 'X', bruttoGewicht: 1 }]);
    expect(timeOf('2026-11-24T14:45:00.000Z')).toBe('14:45');
  });
  it('prefills dates only with the switches, the delivery date on the next working day after the offset', () => {
    expect(captureDefaults({}, '2026-11-20')).toMatchObject({ frankatur: 5, verkehrsart: 1, abholDatum: undefined, zustellDatum: undefined });
    expect(captureDefaults({ isBeladedatumVorbelegen: 'true', isEntladedatumVorbelegen: 'true' }, '2026-11-20'))
      .toMatchObject({ abholDatum: '2026-11-20', zustellDatum: '2026-11-23' });
    expect(nextWorkingDay('2026-11-20', 2)).toBe('2026-11-23');
  });
});

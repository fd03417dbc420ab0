import { describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../../engine/core';
import { toCaptureData } from './captureData';

const doc = (properties: Record<string, unknown>): ScreenDocument =>
  ({ id: 'auftrag', layout: [], dataSchema: { type: 'object', properties } }) as ScreenDocument;
const payload = {
  frankatur: { id: 5 },
  verkehrsart: { id: 1 },
  terminkennzeichen: { id: 4 },
  status: { id: 1 },
  datum: '2026-11-23T09:15:00.000Z',
  absender: { name: 'Elbe Papierwerke GmbH', ort: 'Hamburg' },
  empfaenger: { name: 'Weser Elektrotechnik GmbH' },
  abholDatumVon: '2026-11-24T00:00:00.000Z',
  abholDatumBis: '2026-11-24T16:00:00.000Z',
  zustellDatumVon: '2026-11-25T08:00:00.000Z',
  auftragspositionen: [{ warengutBezeichnung: 'Papierrollen', bruttoGewicht: 812.5 }],
};

describe('toCaptureData (save payload → capture form data)', () => {
  it('leaves a payload in the save shape as it is, except dates of the form taken from timestamps', () => {
    const nested = doc({
      frankatur: { type: 'object', properties: { id: { type: 'integer' } } },
      absender: { type: 'object' },
      datum: { type: 'string', format: 'date' },
    });
    expect(toCaptureData(nested, payload)).toEqual({ ...payload, datum: '2026-11-23' });
  });

  it('derives date and time parts (00:00 counts as no time) for split date fields', () => {
    const split = doc({
      beladedatum: { type: 'string' },
      beladezeitVon: { type: 'string' },
      beladezeitBis: { type: 'string' },
      entladedatum: { type: 'string' },
      entladezeitVon: { type: 'string' },
      entladezeitBis: { type: 'string' },
    });
    expect(toCaptureData(split, payload)).toMatchObject({
      beladedatum: '2026-11-24',
      beladezeitBis: '16:00',
      entladedatum: '2026-11-25',
      entladezeitVon: '08:00',
    });
    const data = toCaptureData(split, payload);
    expect(data.beladezeitVon).toBeUndefined();
    expect(data.entladezeitBis).toBeUndefined();
  });

  it('fills flat address fields and integer code fields of a flat form', () => {
    const flat = doc({
      frankatur: { type: 'integer' },
      verkehrsart: { type: 'integer' },
      terminart: { type: 'integer' },
      statusId: { type: 'integer' },
      absenderName: { type: 'string' },
      absenderOrt: { type: 'string' },
      empfaengerName: { type: 'string' },
      empfaengerOrt: { type: 'string' },
      abholDatum: { type: 'string', format: 'date' },
      zustellZeitVon: { type: 'string' },
    });
    expect(toCaptureData(flat, payload)).toMatchObject({
      frankatur: 5,
      verkehrsart: 1,
      terminart: 4,
      statusId: 1,
      absenderName: 'Elbe Papierwerke GmbH',
      absenderOrt: 'Hamburg',
      empfaengerName: 'Weser Elektrotechnik GmbH',
      abholDatum: '2026-11-24',
      zustellZeitVon: '08:00',
    });
    expect(toCaptureData(flat, payload).empfaengerOrt).toBeUndefined();
  });

  it('treats a code reference with a negative id ("none") as missing', () => {
    expect(
      toCaptureData(doc({ verkehrsart: { type: 'integer' } }), { verkehrsart: { id: -1 } }).verkehrsart,
    ).toBeNull();
  });
});

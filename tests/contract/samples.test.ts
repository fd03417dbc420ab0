// @vitest-environment node
/**
 * Contract tests: (d) sample instances of the important entities pass or fail as the specs demand.
 * The validator runs get generous timeouts: the machine is shared, and a slow run is not a failure.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { entityFiles, readEntity } from './fixtures';

describe('(d) sample instances', () => {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  beforeAll(() => {
    for (const file of entityFiles) ajv.addSchema(readEntity(file), file);
  });
  const valid = (file: string, data: unknown) => {
    const validate = ajv.getSchema(file);
    if (!validate) throw new Error(`no schema ${file}`);
    return validate(data) as boolean;
  };
  const chars = (n: number) => 'x'.repeat(n);

  it('address: field limits', () => {
    const address = {
      name: 'Muster GmbH',
      zeile2: null,
      strasse: 'Hauptstraße',
      hausnummer: '1a',
      plz: '10115',
      ort: 'Berlin',
      lkz: 'D',
    };
    expect(valid('address.schema.json', address)).toBe(true);
    expect(valid('address.schema.json', { ...address, name: chars(35) })).toBe(true);
    expect(valid('address.schema.json', { ...address, name: chars(36) })).toBe(false);
    expect(valid('address.schema.json', { ...address, plz: chars(10) })).toBe(false);
    expect(valid('address.schema.json', { ...address, hausnummer: chars(11) })).toBe(false);
    expect(valid('address.schema.json', { ...address, zusatz: chars(6) })).toBe(false);
    expect(valid('address.schema.json', { ...address, kontakt: chars(101) })).toBe(false);
    expect(valid('address.schema.json', { ...address, telefon: chars(51) })).toBe(false);
    expect(valid('address.schema.json', { ...address, mailTrackTrace: chars(251) })).toBe(false);
    expect(valid('address.schema.json', { ...address, fremdnummer: chars(21) })).toBe(false);
    expect(valid('address.schema.json', { ...address, typ: 'versender' })).toBe(true);
    expect(valid('address.schema.json', { ...address, typ: 'kunde' })).toBe(false);
  });

  it('order position: weights, counts and required fields', () => {
    const position = {
      warengutBezeichnung: 'Maschinenteile',
      bruttoGewicht: 120.5,
      verpackungAnzahl: 2,
      verpackungseinheit: 1,
      laengeCM: 120,
    };
    expect(valid('order-position.schema.json', position)).toBe(true);
    expect(valid('order-position.schema.json', { ...position, bruttoGewicht: -1 })).toBe(false);
    expect(valid('order-position.schema.json', { ...position, bruttoGewicht: 90_000_000 })).toBe(false);
    expect(valid('order-position.schema.json', { ...position, bruttoGewicht: 89_999_999.99 })).toBe(true);
    expect(valid('order-position.schema.json', { ...position, verpackungAnzahl: 1.5 })).toBe(false);
    expect(valid('order-position.schema.json', { ...position, verpackungseinheit: 3 })).toBe(false);
    expect(valid('order-position.schema.json', { ...position, warenwert: 1_000_000 })).toBe(false);
    expect(valid('order-position.schema.json', { ...position, warenwert: 999_999.99 })).toBe(true);
    const { warengutBezeichnung: _w, ...withoutContent } = position;
    expect(valid('order-position.schema.json', withoutContent)).toBe(false);
  });

  it('order save payload: required fields, text limits, amounts and dates', () => {
    const order = {
      status: { id: 1 },
      typ: 0,
      frankatur: { id: 5 },
      verkehrsart: { id: 1 },
      abholDatumVon: '2026-11-22T08:00:00Z',
      empfaengerReferenz: chars(35),
      dispohinweis: chars(70),
      nachnahmeBetrag: 999_999.99,
      nachnahmeWaehrung: { id: 2 },
      absender: { name: 'Versand AG', ort: 'Hamburg', lkz: 'D' },
      auftragspositionen: [{ warengutBezeichnung: 'Kartons', bruttoGewicht: 80, verpackungAnzahl: 4 }],
      auftragServices: [{ spez_num: 48, wert: 'true' }],
    };
    expect(valid('order-save.schema.json', order)).toBe(true);
    expect(valid('order.schema.json', order)).toBe(true);
    const { frankatur: _f, ...withoutFrankatur } = order;
    expect(valid('order-save.schema.json', withoutFrankatur)).toBe(false);
    expect(valid('order-save.schema.json', { ...order, nachnahmeBetrag: 1_000_000 })).toBe(false);
    expect(valid('order-save.schema.json', { ...order, empfaengerReferenz: chars(36) })).toBe(false);
    expect(valid('order-save.schema.json', { ...order, dispohinweis: chars(71) })).toBe(false);
    expect(valid('order-save.schema.json', { ...order, hinweis: chars(4001) })).toBe(false);
    expect(valid('order-save.schema.json', { ...order, zollvermerk: chars(101) })).toBe(false);
    expect(valid('order-save.schema.json', { ...order, spotpreisnr: chars(257) })).toBe(false);
    expect(valid('order-save.schema.json', { ...order, iban: chars(40) })).toBe(false);
    expect(valid('order-save.schema.json', { ...order, spedfremdnr: chars(36) })).toBe(false);
    expect(valid('order-save.schema.json', { ...order, tauschpaletteA: 1.5 })).toBe(false);
    expect(valid('order-save.schema.json', { ...order, abholDatumVon: '22.11.2026' })).toBe(false);
    expect(
      valid('order-save.schema.json', {
        ...order,
        auftragspositionen: [{ warengutBezeichnung: 'x', bruttoGewicht: -5 }],
      }),
    ).toBe(false);
  });

  it('dates are yyyy-mm-dd', () => {
    const part = {
      bereich: 'Fracht',
      leistungsDatum: '2026-11-22',
      betrag: 12.5,
      berechnteilpositionen: [{ leistungsArt: 'Fracht', betrag: 12.5 }],
    };
    expect(valid('price-calculation-part.schema.json', part)).toBe(true);
    expect(valid('price-calculation-part.schema.json', { ...part, leistungsDatum: '22.11.2026' })).toBe(false);
  });

  it("dangerous goods line: mandatory fields and shapes (net weight or litres is the capture document's check, in German)", () => {
    const line = {
      anzahl: 2,
      bruttoGewicht: 50,
      verpackung: { id: 3 },
      gefahrgutUnnr: { id: 7, unnr: '1203' },
      gefahrgutklasse: { id: 9, klasse: '3' },
    };
    expect(valid('dangerous-goods-line.schema.json', { ...line, nettoGewicht: 40 })).toBe(true);
    expect(valid('dangerous-goods-line.schema.json', { ...line, liter: 45, nettoGewicht: null })).toBe(true);
    const { bruttoGewicht: _b, ...withoutGross } = line;
    expect(valid('dangerous-goods-line.schema.json', { ...withoutGross, nettoGewicht: 40 })).toBe(false);
    expect(valid('dangerous-goods-line.schema.json', { ...line, nettoGewicht: 40, anzahl: 1.5 })).toBe(false);
    expect(
      valid('dangerous-goods-line.schema.json', { ...line, nettoGewicht: 40, gefahrgutUnnr: { id: 7, unnr: '12' } }),
    ).toBe(false);
  });

  it('user, registration and tenant limits', () => {
    const user = {
      name: 'mmuster',
      email: 'm@example.com',
      password: 'Geheim#2026',
      sprache: { id: 50 },
      benutzerversion: { id: 1 },
    };
    expect(valid('user.schema.json', user)).toBe(true);
    expect(valid('user.schema.json', { ...user, password: '' })).toBe(true);
    expect(valid('user.schema.json', { ...user, name: chars(31) })).toBe(false);
    expect(valid('user.schema.json', { ...user, password: 'geheim2026' })).toBe(false);
    expect(valid('user.schema.json', { ...user, password: `A1#${chars(23)}` })).toBe(false);
    expect(valid('user.schema.json', { ...user, benutzerversion: { id: 3 } })).toBe(false);
    expect(valid('user.schema.json', { ...user, email: 'keine-mail' })).toBe(false);
    const registration = {
      owningMandant: {
        name: 'Muster Spedition',
        adresse: {
          fremdnummer: '4711',
          name: 'Muster Spedition',
          plz: '20095',
          ort: 'Hamburg',
          strasse: 'Kai 1',
          lkz: 'D',
        },
      },
      name: 'mmuster',
      email: 'm@example.com',
      password: 'Geheim#2026',
      benutzerversion: { id: 1 },
      sprache: { id: 50 },
    };
    expect(valid('registration.schema.json', registration)).toBe(true);
    expect(valid('registration.schema.json', { ...registration, passwordRepeat: 'Geheim#2026' })).toBe(false);
    expect(
      valid('registration.schema.json', {
        ...registration,
        owningMandant: { ...registration.owningMandant, name: chars(36) },
      }),
    ).toBe(false);
    expect(
      valid('registration.schema.json', {
        ...registration,
        owningMandant: { ...registration.owningMandant, adresse: { name: 'x' } },
      }),
    ).toBe(false);
    expect(valid('tenant.schema.json', { id: 1, name: chars(35), hauptmandantId: 1 })).toBe(true);
    expect(valid('tenant.schema.json', { id: 1, name: chars(36) })).toBe(false);
  });

  it('status, notification, toll and view shapes', () => {
    expect(valid('display-status.schema.json', { id: 1000001, kurzBezeichnung: 'erfasst', anzeigefolge: 1 })).toBe(
      true,
    );
    expect(valid('display-status.schema.json', { kurzBezeichnung: chars(36) })).toBe(false);
    expect(valid('display-status.schema.json', { kurzBezeichnung: '' })).toBe(false);
    expect(valid('status-chain-entry.schema.json', { kurzBezeichnung: 'zugestellt' })).toBe(false);
    expect(
      valid('notification.schema.json', {
        id: 'E1',
        fieldname: null,
        severity: 'ERROR',
        header: 'Fehler',
        message: 'Text',
      }),
    ).toBe(true);
    expect(valid('notification.schema.json', { id: 'E1', severity: 'WARN', header: 'Fehler', message: 'Text' })).toBe(
      false,
    );
    expect(
      valid('toll-request.schema.json', { abgangLKZ: 'D', abgangPlz: '10115', empfaengerLKZ: 'PL', gewicht: 1200 }),
    ).toBe(true);
    expect(valid('toll-request.schema.json', { abgangLKZ: 'D', empfaengerLKZ: 'PL', gewicht: -1 })).toBe(false);
    expect(valid('user-view.schema.json', { id: 1, configjson: '{"columns":[]}' })).toBe(true);
    expect(valid('user-view.schema.json', { id: 1, configjson: 5 })).toBe(false);
    expect(valid('lademittel.schema.json', { id: 1, bezkurz: 'EP', kurzBezeichnung: 'Europalette' })).toBe(true);
    expect(valid('lademittel.schema.json', { bezkurz: 'EP' })).toBe(false);
  });
});

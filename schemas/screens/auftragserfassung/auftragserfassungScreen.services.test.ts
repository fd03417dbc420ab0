import { describe, expect, it } from 'vitest';
import { applyVariants, validateScreen, type RuleContext } from '../../../engine/core';
import { auftragserfassungScreen } from '..';
import { variantOverlays } from '../../../variants';

/** Service values of schemas/screens/auftragserfassung.screen.json (checks serviceWert*): the browser words them as the server refuses them. */
const ctx = (data: Record<string, unknown>, more: Partial<RuleContext> = {}): RuleContext => ({
  data,
  session: {},
  config: {},
  variant: 'default',
  ...more,
});
const base = {
  absender: { name: 'A', ort: 'Hamburg' },
  empfaenger: { name: 'B', ort: 'Bremen' },
  frankatur: { id: 5 },
};
const service = (typ: string, wert: unknown) => ({
  spez_num: 20,
  bezeichnung: 'Service',
  typ,
  wert,
  active: true,
  editable: true,
});
const messages = (services: unknown[], more: Partial<RuleContext> = {}) => {
  const data = { ...base, auftragServices: services };
  return validateScreen(
    applyVariants(auftragserfassungScreen, variantOverlays, ctx(data, more)).document,
    ctx(data, more),
  )
    .filter((m) => m.field.startsWith('auftragServices.'))
    .map((m) => `${m.field}: ${m.message}`);
};

const CHOICE = 'Bitte einen gültigen Wert wählen.';
const DATE = 'Bitte ein gültiges Datum eingeben.';
const INTEGER = 'Bitte eine ganze Zahl eingeben.';
const NUMBER = 'Bitte eine gültige Zahl eingeben.';

describe('Auftragserfassung: service values of their type (orders.md §3 Service)', () => {
  it.each([
    ['Logisch true', 'Logisch', 'true', null],
    ['Logisch false', 'Logisch', 'false', null],
    ['Logisch other', 'Logisch', 'vielleicht', CHOICE],
    ['Logisch Ja', 'Logisch', 'Ja', CHOICE],
    ['date ISO', 'datum', '2027-02-28', null],
    ['date German', 'datum', '28.02.2027', null],
    ['date impossible', 'datum', '31.02.2027', DATE],
    ['date before 1970', 'datum', '31.12.1969', DATE],
    ['date as text', 'datum', 'morgen', DATE],
    ['Integer', 'Integer', '12', null],
    ['Integer with decimals', 'Integer', '2,5', INTEGER],
    ['Integer negative', 'Integer', '-1', INTEGER],
    ['Dezimal plain', 'Dezimal', '1.5', null],
    ['Dezimal German', 'Dezimal', '1,5', null],
    ['Dezimal thousands', 'Dezimal', '1.234,50', null],
    ['Dezimal text', 'Dezimal', 'viel', NUMBER],
    ['Dezimal broken groups', 'Dezimal', '1.23,4', NUMBER],
    ['Dezimal negative', 'Dezimal', '-2', NUMBER],
    ['text takes anything', 'text', 'viel', null],
    ['blank value of any type', 'Integer', '', null],
    ['missing value', 'Dezimal', null, null],
  ])('%s', (_, typ, wert, expected) => {
    expect(messages([service(typ, wert)])).toEqual(expected ? [`auftragServices.0.wert: ${expected}`] : []);
  });

  it('reports each wrong row at its own cell, in both service sections (isServicesInternSendungen)', () => {
    const rows = [
      service('Integer', '3'),
      { ...service('Dezimal', 'x'), isKostenpfl: false },
      { ...service('datum', '1.1.2027'), isKostenpfl: true },
    ];
    const expected = [`auftragServices.1.wert: ${NUMBER}`, `auftragServices.2.wert: ${DATE}`];
    expect(messages(rows)).toEqual(expected);
    expect(messages(rows, { config: { isServicesInternSendungen: 'true' } })).toEqual(expected);
  });
});

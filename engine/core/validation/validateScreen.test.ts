import { describe, expect, it } from 'vitest';
import { createContext } from '../logic';
import { shipmentScreen } from '../fixtures';
import type { ScreenDocument } from '../screen';
import { validateScreen } from './validateScreen';

describe('validateScreen', () => {
  it("does not refuse the page's rule data under a closed data schema", () => {
    const doc = {
      id: 'monat',
      dataSchema: {
        type: 'object',
        properties: { monat: { type: 'string', title: 'Monat' } },
        required: ['monat'],
        additionalProperties: false,
      },
      ruleData: { type: 'object', properties: { anzahl: { type: 'integer' } } },
      layout: [{ type: 'field', field: 'monat' }],
    } as unknown as ScreenDocument;
    expect(validateScreen(doc, createContext({ data: { monat: '2026-11', anzahl: 3 } }))).toEqual([]);
    expect(validateScreen(doc, createContext({ data: { monat: '2026-11', fremd: 1 } })).length).toBe(1);
  });

  it('reports required and length messages in German by field', () => {
    const messages = validateScreen(
      shipmentScreen,
      createContext({ data: { empfaengerReferenz: 'x'.repeat(36), frankatur: '' } }),
    );
    expect(messages).toEqual([
      { field: 'empfaengerReferenz', message: 'max. 35 Zeichen', rule: 'maxLength' },
      { field: 'frankatur', message: 'Feld ist ein Pflichtfeld. Bitte ausfüllen.', rule: 'required' },
    ]);
  });

  it("fills a check message's placeholders from its params, per context (a minimum from configuration)", () => {
    const doc: ScreenDocument = {
      ...shipmentScreen,
      checks: [
        {
          id: 'kurz',
          message: 'mindestens {n} Zeichen, nicht {ist}',
          when: { '<': [{ length: [{ var: 'data.empfaengerReferenz' }] }, { var: 'config.min' }] },
          fields: ['empfaengerReferenz'],
          params: { n: { var: 'config.min' }, ist: { length: [{ var: 'data.empfaengerReferenz' }] } },
        },
      ],
    };
    const found = (min: string) =>
      validateScreen(doc, createContext({ config: { min }, data: { frankatur: '5', empfaengerReferenz: 'abc' } }));
    expect(found('12')).toEqual([
      { field: 'empfaengerReferenz', message: 'mindestens 12 Zeichen, nicht 3', rule: 'kurz' },
    ]);
    expect(found('3')).toEqual([]);
  });

  it('runs cross-field checks with their message', () => {
    const messages = validateScreen(
      shipmentScreen,
      createContext({ data: { frankatur: '5', terminkennzeichen: '4' } }),
    );
    expect(messages).toEqual([
      { field: 'entladedatum', message: 'Fixtermin braucht ein Zustelldatum.', rule: 'fixtermin' },
    ]);
  });

  it('checks each row of an array split into two tables by row filters once, with the rules of its own table', () => {
    const doc: ScreenDocument = {
      id: 'services',
      dataSchema: {
        type: 'object',
        properties: {
          services: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                wert: { type: 'string', maxLength: 3 },
                intern: { type: 'boolean' },
              },
            },
          },
        },
      },
      layout: [
        {
          type: 'table',
          id: 'a',
          field: 'services',
          rowFilter: { '!': { var: 'row.intern' } },
          columns: [{ type: 'field', field: 'wert', required: true }],
        },
        {
          type: 'table',
          id: 'b',
          field: 'services',
          rowFilter: { var: 'row.intern' },
          columns: [{ type: 'field', field: 'wert' }],
        },
      ],
    };
    const data = {
      services: [
        { name: 'Hebebühne' },
        { name: 'Selbstabholung', intern: true },
        { name: 'Avis', wert: 'zu lang', intern: true },
      ],
    };
    expect(validateScreen(doc, createContext({ data })).map((m) => `${m.field} ${m.rule}`)).toEqual([
      'services.0.wert required',
      'services.2.wert maxLength',
    ]);
  });

  it('uses the screen message overrides', () => {
    const doc: ScreenDocument = { ...shipmentScreen, messages: { required: 'Bitte Frankatur wählen' } };
    expect(validateScreen(doc, createContext({ data: {} }))[0].message).toBe('Bitte Frankatur wählen');
  });

  it("words a check by the document's messages, else by the engine's keyword messages, else as written", () => {
    const check = (message: string) => ({ id: 'c', when: true, message, fields: ['frankatur'] });
    const doc: ScreenDocument = {
      ...shipmentScreen,
      checks: ['eigen', 'format:integer', 'format:number', 'enum', 'Freier Text.'].map(check),
      messages: { eigen: 'Eigener Text.' },
    };
    expect(validateScreen(doc, createContext({ data: { frankatur: '5' } })).map((m) => m.message)).toEqual([
      'Eigener Text.',
      'Bitte eine ganze Zahl eingeben.',
      'Bitte eine gültige Zahl eingeben.',
      'Bitte einen gültigen Wert wählen.',
      'Freier Text.',
    ]);
  });

  it('never refuses a value the document computed, but checks a value typed differently', () => {
    const doc: ScreenDocument = {
      id: 'ldm',
      dataSchema: {
        type: 'object',
        properties: {
          rows: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                n: { type: 'integer' },
                ldm: { type: 'number', maximum: 10, multipleOf: 0.1 },
              },
            },
          },
        },
      },
      layout: [
        {
          type: 'table',
          id: 't',
          field: 'rows',
          columns: [
            { type: 'field', field: 'n' },
            { type: 'field', field: 'ldm' },
          ],
        },
      ],
      computed: [
        {
          id: 'ldm',
          forEach: 'rows',
          field: 'ldm',
          onlyIfEmpty: true,
          value: { roundUp: [{ '/': [{ var: 'row.n' }, 2.4] }, 0.1] },
        },
      ],
    };
    const rules = (rows: object[]) =>
      validateScreen(doc, createContext({ data: { rows } })).map((m) => `${m.field} ${m.rule}`);
    // 30 / 2.4 = 12.5 exceeds the typed limit of 10, yet the engine computed it; 1.2 passes the exact decimal check.
    expect(
      rules([
        { n: 30, ldm: 12.5 },
        { n: 3, ldm: 1.2 },
      ]),
    ).toEqual([]);
    expect(
      rules([
        { n: 30, ldm: 12.6 },
        { n: 3, ldm: 1.25 },
      ]),
    ).toEqual(['rows.0.ldm maximum', 'rows.1.ldm multipleOf']);
  });
});

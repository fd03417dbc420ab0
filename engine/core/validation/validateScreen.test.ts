import { describe, expect, it } from 'vitest';
import { createContext } from '../logic';
import { shipmentScreen } from '../fixtures';
import type { ScreenDocument } from '../screen';
import { validateScreen } from './validateScreen';

describe('validateScreen', () => {
  it('reports required and length messages in German by field', () => {
    const messages = validateScreen(shipmentScreen, createContext({ data: { empfaengerReferenz: 'x'.repeat(36), frankatur: '' } }));
    expect(messages).toEqual([
      { field: 'empfaengerReferenz', message: 'max. 35 Zeichen', rule: 'maxLength' },
      { field: 'frankatur', message: 'Feld ist ein Pflichtfeld. Bitte ausfüllen.', rule: 'required' },
    ]);
  });

  it('runs cross-field checks with their message', () => {
    const messages = validateScreen(shipmentScreen, createContext({ data: { frankatur: '5', terminkennzeichen: '4' } }));
    expect(messages).toEqual([{ field: 'entladedatum', message: 'Fixtermin braucht ein Zustelldatum.', rule: 'fixtermin' }]);
  });

  it('checks each row of an array split into two tables by row filters once, with the rules of its own table', () => {
    const doc: ScreenDocument = {
      id: 'services',
      dataSchema: { type: 'object', properties: { services: { type: 'array', items: { type: 'object', properties: {
        name: { type: 'string' }, wert: { type: 'string', maxLength: 3 }, intern: { type: 'boolean' } } } } } },
      layout: [
        { type: 'table', id: 'a', field: 'services', rowFilter: { '!': { var: 'row.intern' } }, columns: [{ type: 'field', field: 'wert', required: true }] },
        { type: 'table', id: 'b', field: 'services', rowFilter: { var: 'row.intern' }, columns: [{ type: 'field', field: 'wert' }] },
      ],
    };
    const data = { services: [{ name: 'Hebebühne' }, { name: 'Selbstabholung', intern: true }, { name: 'Avis', wert: 'zu lang', intern: true }] };
    expect(validateScreen(doc, createContext({ data })).map((m) => `${m.field} ${m.rule}`)).toEqual(['services.0.wert required', 'services.2.wert maxLength']);
  });

  it('uses the screen message overrides', () => {
    const doc: ScreenDocument = { ...shipmentScreen, messages: { required: 'Bitte Frankatur wählen' } };
    expect(validateScreen(doc, createContext({ data: {} }))[0].message).toBe('Bitte Frankatur wählen');
  });

  it('words a check by the document\'s messages, else by the engine\'s keyword messages, else as written', () => {
    const check = (message: string) => ({ id: 'c', when: true, message, fields: ['frankatur'] });
    const doc: ScreenDocument = { ...shipmentScreen, checks: ['eigen', 'format:integer', 'format:number', 'enum', 'Freier Text.'].map(check),
      messages: { eigen: 'Eigener Text.' } };
    expect(validateScreen(doc, createContext({ data: { frankatur: '5' } })).map((m) => m.message)).toEqual([
      'Eigener Text.', 'Bitte eine ganze Zahl eingeben.', 'Bitte eine gültige Zahl eingeben.', 'Bitte einen gültigen Wert wählen.', 'Freier Text.']);
  });
});

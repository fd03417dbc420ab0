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

  it('uses the screen message overrides', () => {
    const doc: ScreenDocument = { ...shipmentScreen, messages: { required: 'Bitte Frankatur wählen' } };
    expect(validateScreen(doc, createContext({ data: {} }))[0].message).toBe('Bitte Frankatur wählen');
  });
});

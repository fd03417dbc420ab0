import { describe, expect, it } from 'vitest';
import { formatLimit, messageFor, NAME_PATTERN, validateScreen } from '.';
import { createContext } from '../logic';
import { shipmentScreen } from '../fixtures';
import type { ScreenDocument } from '../screen';

describe('validation messages', () => {
  it('words number limits in German format (orders.md §5: below 90,000,000, amounts at most 999,999.99)', () => {
    expect(messageFor('maximum', { limit: 999999.99 })).toBe('Der Wert darf höchstens 999.999,99 betragen.');
    expect(messageFor('exclusiveMaximum', { limit: 90000000 })).toBe('Der Wert muss kleiner als 90.000.000 sein.');
    expect(messageFor('minimum', { limit: 0 })).toBe('Der Wert darf nicht kleiner als 0 sein.');
    expect(messageFor('maxLength', { limit: 35 })).toBe('max. 35 Zeichen');
  });

  it('keeps the decimals the limit has and passes non-numbers through', () => {
    expect(formatLimit(0.5)).toBe('0,5');
    expect(formatLimit(1234)).toBe('1.234');
    expect(formatLimit('abc')).toBe('abc');
    expect(formatLimit('')).toBe('');
  });

  it("words the text areas' line-break limit for browser and server alike (orders.md §5)", () => {
    expect(messageFor('maxLineBreaks', { limit: 5 })).toBe('Höchstens 5 Zeilenumbrüche erlaubt.');
  });

  it('words a limit of one entry in the singular', () => {
    expect(messageFor('minItems', { limit: 1 })).toBe('Mindestens ein Eintrag erforderlich.');
    expect(messageFor('minItems', { limit: 2 })).toBe('Mindestens 2 Einträge erforderlich.');
    expect(messageFor('maxItems', { limit: 1 })).toBe('Höchstens ein Eintrag erlaubt.');
  });

  it('takes the screen override before the engine text', () => {
    expect(messageFor('maximum', { limit: 1000 }, { maximum: 'Höchstens {n} kg.' })).toBe('Höchstens 1.000 kg.');
  });

  it('words the name pattern of its own, in the browser as on the server', () => {
    expect(messageFor('pattern', { pattern: NAME_PATTERN })).toBe(
      'Der Name darf keine Steuerzeichen wie Zeilenumbruch oder Tabulator enthalten.',
    );
    expect(messageFor('pattern', { pattern: '^[0-9]{4}$' })).toBe('Ungültiges Format.');
    const doc: ScreenDocument = {
      ...shipmentScreen,
      dataSchema: { type: 'object', properties: { name: { type: 'string', pattern: NAME_PATTERN } } },
    };
    const names = (name: string) =>
      validateScreen(doc, createContext({ data: { name } }))
        .filter((m) => m.field === 'name')
        .map((m) => m.message);
    expect(names('Zeile\r\nUmbruch')).toEqual([
      'Der Name darf keine Steuerzeichen wie Zeilenumbruch oder Tabulator enthalten.',
    ]);
    expect(names('Müller & Söhne')).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  decimalsOf,
  formatDecimal,
  formatGermanDate,
  formatIban,
  isValidIban,
  parseDecimal,
  parseGermanDate,
  parseTime,
  sanitizeDecimal,
  sanitizeTime,
} from '.';
import { engineProfile } from '../profile';

// The portal's years (orders.md §5), from the profile every unit test installs (tests/unit/setup.ts).
const { dates } = engineProfile();

describe('German number format', () => {
  it('formats with thousands dot and decimal comma', () => {
    expect(formatDecimal(1234567.5, 2)).toBe('1.234.567,50');
    expect(formatDecimal(12, 0)).toBe('12');
    expect(formatDecimal(undefined, 2)).toBe('');
  });
  it('builds one formatter per number of decimals, not one per value (every number cell formats at mount)', () => {
    formatDecimal(1, 3);
    const built = vi.spyOn(Intl, 'NumberFormat');
    for (let i = 0; i < 100; i++) expect(formatDecimal(i + 0.5, 3)).toBe(`${i},500`);
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
  it('parses and sanitises typed text', () => {
    expect(parseDecimal('1.234,56')).toBe(1234.56);
    expect(parseDecimal('')).toBeUndefined();
    expect(sanitizeDecimal('-12a,345', 2)).toBe('12,34');
    expect(sanitizeDecimal('12,5', 0)).toBe('12');
    expect(sanitizeDecimal('-3', 2, true)).toBe('-3');
  });
  it('takes decimals from the data schema', () => {
    expect(decimalsOf({ type: 'integer' })).toBe(0);
    expect(decimalsOf({ type: 'number', multipleOf: 0.001 })).toBe(3);
    expect(decimalsOf({ type: 'number' })).toBe(2);
  });
});

describe('dates and times', () => {
  it('converts between dd.mm.yyyy and yyyy-mm-dd with the portal date check', () => {
    expect(formatGermanDate('2026-11-23')).toBe('23.11.2026');
    expect(parseGermanDate('23.11.2026', dates)).toBe('2026-11-23');
    expect(parseGermanDate('31.12.1969', dates)).toBeUndefined();
    expect(parseGermanDate('1.1.2026', dates)).toBe('2026-01-01');
  });
  it('completes hh:mm in 24 h', () => {
    expect(sanitizeTime('0730')).toBe('07:30');
    expect(parseTime('7')).toBe('07:00');
    expect(parseTime('17:45')).toBe('17:45');
    expect(parseTime('24:00')).toBeUndefined();
  });
});

describe('IBAN', () => {
  it('upper-cases, strips and groups by four, at most 39 characters', () => {
    expect(formatIban('de89-3704.0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('x'.repeat(50))).toHaveLength(39);
  });
  it('checks the checksum', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isValidIban('')).toBe(true);
  });
});

describe('formats in validateScreen (browser and server)', () => {
  it('reports an invalid IBAN, date and time with their German messages', async () => {
    const { validateScreen } = await import('../validation');
    const doc = {
      id: 'nachnahme',
      dataSchema: {
        type: 'object',
        properties: {
          iban: { type: 'string', format: 'iban' },
          datum: { type: 'string', format: 'date' },
          zeit: { type: 'string', format: 'time' },
        },
      },
      layout: [
        { type: 'field' as const, field: 'iban' },
        { type: 'field' as const, field: 'datum' },
        { type: 'field' as const, field: 'zeit' },
      ],
    };
    const data = { iban: 'DE00123', datum: '1969-01-01', zeit: '25:00' };
    expect(validateScreen(doc, { data, session: {}, config: {}, variant: 'B' }).map((m) => m.message)).toEqual([
      'Bitte eine gültige IBAN eingeben.',
      'Bitte ein gültiges Datum eingeben.',
      'Bitte eine gültige Uhrzeit eingeben.',
    ]);
    expect(
      validateScreen(doc, {
        data: { iban: 'DE89370400440532013000', datum: '2026-11-23', zeit: '07:30' },
        session: {},
        config: {},
        variant: 'B',
      }),
    ).toEqual([]);
  });
});

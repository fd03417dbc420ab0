import { describe, expect, it } from 'vitest';
import { berlinTime, sentVersion } from './versioned';

describe('the 409 text parts', () => {
  it('words the change time dd.MM.yyyy HH:mm in Europe/Berlin, winter and summer time', () => {
    expect(berlinTime('2026-11-24T02:05:00Z')).toBe('24.11.2026 03:05');
    expect(berlinTime('2026-07-01T22:30:00Z')).toBe('02.07.2026 00:30');
  });

  it('takes the version a save names, refuses a missing one where it is required', () => {
    expect(sentVersion({ version: 4 }, true)).toBe(4);
    expect(sentVersion({}, false)).toBeUndefined();
    expect(() => sentVersion({}, true)).toThrow('Die Version des Datensatzes fehlt. Bitte laden Sie ihn neu.');
  });
});

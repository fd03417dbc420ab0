import { describe, expect, it } from 'vitest';
import { diffFields, flatten } from './diff';

describe('diffFields: the changed flat fields of two versions', () => {
  it('flattens nested objects and arrays to dotted paths, empty values left out', () => {
    expect([...flatten({ a: { b: 'x', c: '' }, p: [{ g: 1 }, { g: null }], n: null })]).toEqual([
      ['a.b', 'x'],
      ['p.0.g', 1],
    ]);
  });

  it('names each changed path with old and new value, in path order, and skips ignored paths', () => {
    const before = { spedfremdnr: 'A', version: 1, absender: { name: 'X' }, positionen: [{ g: 10 }, { g: 5 }] };
    const after = { spedfremdnr: 'B', version: 2, absender: { name: 'X', ort: 'Bremen' }, positionen: [{ g: 10 }] };
    expect(diffFields(before, after, (p) => p === 'version')).toEqual([
      { feld: 'absender.ort', alt: null, neu: 'Bremen' },
      { feld: 'positionen.1.g', alt: 5, neu: null },
      { feld: 'spedfremdnr', alt: 'A', neu: 'B' },
    ]);
    expect(diffFields(before, before, () => false)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { OptionsSpec } from '../screen';
import { applyChoice, choiceScope, storedOption } from './choice';
import { toOptions } from './options';

const benzin = {
  stoff: { id: 1203, klasse: '3', bezeichnung: 'BENZIN', verpackungscode: null },
  un: { id: 1203, unnr: '1203' },
};
const byUnnr: OptionsSpec = {
  source: 'adr',
  value: 'un.unnr',
  label: 'un.unnr',
  detail: '{stoff.bezeichnung}',
  fill: { un: 'un', stoff: 'stoff' },
};
const byId: OptionsSpec = { ...byUnnr, value: 'stoff.id', label: 'stoff.id' };

describe('options from items by dot paths', () => {
  it('reads value, label and detail by path and never formats numbers (an id 1203 reads 1203, not 1.203)', () => {
    expect(toOptions([benzin], byId)).toEqual([{ value: 1203, label: '1203', detail: 'BENZIN', item: benzin }]);
    expect(toOptions([benzin], byUnnr)[0]).toMatchObject({ value: '1203', label: '1203' });
    expect(toOptions([{ id: 5, bezeichnung: 'frei Haus' }], {})).toEqual([
      { value: 5, label: 'frei Haus', item: { id: 5, bezeichnung: 'frei Haus' } },
    ]);
  });
});

describe('choiceScope', () => {
  it.each([
    ['gefahrgutZeilen.3.gefahrgutUnnr.unnr', 'gefahrgutZeilen.3'],
    ['auftragspositionen.0.verpackung.id', 'auftragspositionen.0'],
    ['a.1.b.2.c', 'a.1.b.2'],
    ['frankatur.id', ''],
    ['adressSuche', ''],
  ])('%s → %j', (path, scope) => expect(choiceScope(path)).toBe(scope));
});

describe('applyChoice', () => {
  const [option] = toOptions([benzin], byUnnr);

  it('stores the value and fills every target from the chosen item (blank item values clear their target)', () => {
    const row = { nr: 2, anzahl: 4, un: { unnr: '1202', id: 1202 }, stoff: { id: 1202, sondervorschrift: '363' } };
    expect(applyChoice(byUnnr, row, 'un.unnr', option)).toEqual({
      nr: 2,
      anzahl: 4,
      un: { id: 1203, unnr: '1203' },
      stoff: { id: 1203, klasse: '3', bezeichnung: 'BENZIN', verpackungscode: null },
    });
    expect(applyChoice({ fill: { 'stoff.verpackungscode': 'stoff.verpackungscode' } }, {}, 'x', option)).toEqual({
      x: '1203',
      stoff: { verpackungscode: undefined },
    });
  });

  it('clears the field and every target without a choice, leaving the rest of the row', () => {
    const row = { nr: 1, anzahl: 4, ...benzin };
    expect(applyChoice(byUnnr, row, 'un.unnr', undefined)).toEqual({
      nr: 1,
      anzahl: 4,
      un: undefined,
      stoff: undefined,
    });
  });

  it('works on the form data itself outside tables and on a missing scope', () => {
    expect(applyChoice(byId, undefined, 'stoff.id', option)).toEqual(benzin);
  });
});

describe('storedOption', () => {
  it('rebuilds the option of a stored value from the data its choice filled', () => {
    expect(storedOption(byUnnr, { nr: 1, ...benzin }, '1203')).toMatchObject({
      value: '1203',
      label: '1203',
      detail: 'BENZIN',
    });
    expect(storedOption(byId, { nr: 1, ...benzin }, 1203)).toMatchObject({ value: 1203, label: '1203' });
  });

  it('gives nothing without fill, without a value or when the filled data names another value', () => {
    expect(storedOption({ ...byUnnr, fill: undefined }, benzin, '1203')).toBeUndefined();
    expect(storedOption(byUnnr, benzin, undefined)).toBeUndefined();
    expect(storedOption(byUnnr, { un: { unnr: '1202' } }, '1203')).toBeUndefined();
  });
});

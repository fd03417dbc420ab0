import { describe, expect, it } from 'vitest';
import { fillTemplate, toOptions } from '.';

const ADDRESS = '{strasse} {hausnummer}, {plz} {ort}';

describe("fillTemplate: the detail line of an option from the document's template", () => {
  it.each([
    [{ strasse: 'Hafenstraße', hausnummer: '5', plz: '28195', ort: 'Bremen' }, 'Hafenstraße 5, 28195 Bremen'],
    [{ strasse: 'Hafenstraße', plz: '28195', ort: 'Bremen' }, 'Hafenstraße, 28195 Bremen'],
    [{ plz: '28195', ort: 'Bremen' }, '28195 Bremen'],
    [{ strasse: 'Hafenstraße', hausnummer: '5' }, 'Hafenstraße 5'],
    [{ strasse: ' Am Wall ', hausnummer: null, plz: '', ort: 'Bremen' }, 'Am Wall, Bremen'],
    [{}, ''],
  ])('%o → %s', (item, text) => {
    expect(fillTemplate(ADDRESS, item)).toBe(text);
  });

  it('reads dot paths and numbers', () => {
    expect(fillTemplate('{land.lkz}-{plz}', { land: { lkz: 'DE' }, plz: 28195 })).toBe('DE-28195');
  });
});

describe('toOptions with a detail template', () => {
  it('gives every option its second line; without a template none', () => {
    const items = [
      { id: 1, name: 'Weser Elektrotechnik GmbH', strasse: 'Am Wall', hausnummer: '6', plz: '28195', ort: 'Bremen' },
      { id: 2, name: 'Weser Elektrotechnik GmbH', strasse: 'Domplatz', hausnummer: '8', plz: '50667', ort: 'Köln' },
    ];
    expect(
      toOptions(items, { label: 'name', detail: ADDRESS }).map(({ value, label, detail }) => ({
        value,
        label,
        detail,
      })),
    ).toEqual([
      { value: 1, label: 'Weser Elektrotechnik GmbH', detail: 'Am Wall 6, 28195 Bremen' },
      { value: 2, label: 'Weser Elektrotechnik GmbH', detail: 'Domplatz 8, 50667 Köln' },
    ]);
    expect(toOptions(items, { label: 'name' })[0]).not.toHaveProperty('detail');
  });
});

import { describe, expect, it } from 'vitest';
import { createContext } from '../logic';
import { withStoredOption, type FieldOption } from './options';

const offered: FieldOption[] = [
  { value: 1, label: 'Karton / Faltschachtel' },
  { value: 5, label: 'Kanister' },
];
const row = { verpackung: { id: 9, value: 'Eimer' } };
const context = { ...createContext(), row };
const stored = { var: 'row.verpackung.value' };

describe('withStoredOption: a stored value that has left the list (orders.md §3 reference lists per tenant)', () => {
  it('adds the stored value under the name the storedLabel rule reads', () => {
    expect(withStoredOption(offered, 9, stored, context)).toEqual([...offered, { value: 9, label: 'Eimer' }]);
  });

  it.each([
    ["the value is among the options (the list's name wins)", 5, stored],
    ['no value', undefined, stored],
    ['a blank value', '', stored],
    ['no storedLabel rule', 9, undefined],
    ['no stored name', 9, { var: 'row.lademittel.value' }],
    ['a blank stored name', 9, { cat: ['  '] }],
  ])('keeps the options as they are: %s', (_, value, rule) => {
    expect(withStoredOption(offered, value, rule, context)).toBe(offered);
  });

  it('compares values as text, as the select compares them', () => {
    expect(withStoredOption(offered, '5', stored, context)).toBe(offered);
  });
});

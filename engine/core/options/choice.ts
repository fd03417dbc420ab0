import type { OptionsSpec } from '../screen';
import { getAt, setAt } from '../store/paths';
import { toOptions, type FieldOption } from './options';

type Json = Record<string, unknown>;
const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The data path a choice's `fill` targets are relative to: the table row of a cell ('gefahrgutZeilen.3' for
 * 'gefahrgutZeilen.3.gefahrgutUnnr.unnr'), else the form data ('').
 */
export function choiceScope(path: string): string {
  const keys = path.split('.');
  for (let i = keys.length - 2; i > 0; i--) if (/^\d+$/.test(keys[i])) return keys.slice(0, i + 1).join('.');
  return '';
}

/**
 * The scope's data after a choice: the field (path within the scope) holds the option's value and every `fill` target the
 * chosen item's property (blank where the item has none). Without an option (the field was cleared) the field and every
 * target are cleared, so nothing a choice filled outlives it — a table row left with nothing else becomes empty.
 */
export function applyChoice(spec: OptionsSpec, scope: unknown, field: string, option: FieldOption | undefined): Json {
  let data = setAt((scope ?? {}) as Json, field, option?.value);
  for (const [target, property] of Object.entries(spec.fill ?? {})) {
    const value = option ? getAt(option.item, property) : undefined;
    data = setAt(data, target, blank(value) ? undefined : value);
  }
  return data;
}

/**
 * The option a stored value stands for, rebuilt from the data its choice filled (`fill` read backwards), so a stored choice
 * keeps its label when the loaded options do not hold it (a searching source answers only what was typed). Undefined
 * without `fill`, without a value, or when the filled data names another value.
 */
export function storedOption(spec: OptionsSpec, scope: unknown, value: unknown): FieldOption | undefined {
  if (blank(value) || !spec.fill) return undefined;
  let item: Json = {};
  for (const [target, property] of Object.entries(spec.fill)) {
    const filled = getAt(scope, target);
    if (!blank(filled)) item = setAt(item, property, filled);
  }
  const [option] = toOptions([item], spec);
  return option.value === value ? option : undefined;
}

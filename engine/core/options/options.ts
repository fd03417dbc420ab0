import { compute, evaluate } from '../logic';
import type { Logic, OptionsSpec, RuleContext } from '../screen';
import { fillTemplate } from './template';
import { getAt } from '../store/paths';

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** One choice of a select or suggest box. */
export interface FieldOption {
  value: string | number;
  label: string;
  /** Second line telling options with the same label apart (the spec's `detail` template filled with the item). */
  detail?: string;
  /** The source item it came from, for filters and dependent fields. */
  item?: Record<string, unknown>;
  /** Not choosable now: the list still answers an earlier search text. */
  disabled?: boolean;
}

/**
 * Loads the items of a reference endpoint named in a screen document. The caller (app/) implements it with
 * the generated API client; the engine only names the source and its evaluated parameters. A source the caller marks as
 * searching (`searches`) gets the text typed into the field as third argument and is asked again as the user types, so a
 * large list (an address book) is searched on the server instead of loaded whole and filtered in the browser.
 */
export type OptionSources = ((
  source: string,
  params: Record<string, unknown>,
  search?: string,
) => Promise<Record<string, unknown>[]>) & {
  /** Whether the source filters by the typed text itself; without it every source is loaded once and filtered locally. */
  searches?: (source: string) => boolean;
};

/** Evaluates the parameters of an options spec against the rule context. */
export function optionParams(spec: OptionsSpec, context: RuleContext): Record<string, unknown> {
  return Object.fromEntries(Object.entries(spec.params ?? {}).map(([key, rule]) => [key, compute(rule, context)]));
}

/** Turns source items into options by the spec's label and value properties (dot paths) and, with a `detail` template, a second line. */
export function toOptions(items: Record<string, unknown>[], spec: OptionsSpec): FieldOption[] {
  const label = spec.label ?? 'bezeichnung';
  const value = spec.value ?? 'id';
  return items.map((item) => {
    const detail = spec.detail === undefined ? '' : fillTemplate(spec.detail, item);
    return {
      value: getAt(item, value) as string | number,
      label: String(getAt(item, label) ?? getAt(item, value) ?? ''),
      item,
      ...(detail !== '' && { detail }),
    };
  });
}

/** Keeps the options for which the filter rule holds; the rule reads `option.*` besides the rule context. */
export function filterOptions(options: FieldOption[], filter: Logic | undefined, context: RuleContext): FieldOption[] {
  if (filter === undefined) return options;
  return options.filter((option) => evaluate(filter, { ...context, option }, true));
}

/**
 * The options plus the field's stored value when it is not among them (an entry that has left the list since it was chosen),
 * named by the spec's `storedLabel` rule (e.g. the name the order stored), so the field never shows an empty choice or a raw
 * id. Without such a name the options stay as they are.
 */
export function withStoredOption(
  options: FieldOption[],
  value: unknown,
  storedLabel: Logic | undefined,
  context: RuleContext,
): FieldOption[] {
  if (storedLabel === undefined || blank(value) || options.some((o) => String(o.value) === String(value)))
    return options;
  const label = compute(storedLabel, context);
  return blank(label) ? options : [...options, { value: value as string | number, label: String(label) }];
}

import type { JsonSchema } from '../screen/types';

/**
 * The widgets of rjsf core's default registry (`getDefaultRegistry().widgets`): the engine registers them all, bound to
 * its form store (engine/react/runtime/boundWidgets.ts). A unit test keeps this list equal to rjsf's.
 */
export const RJSF_CORE_WIDGET_IDS = [
  'AltDateWidget',
  'AltDateTimeWidget',
  'CheckboxWidget',
  'CheckboxesWidget',
  'ColorWidget',
  'DateWidget',
  'DateTimeWidget',
  'EmailWidget',
  'FileWidget',
  'HiddenWidget',
  'PasswordWidget',
  'RadioWidget',
  'RangeWidget',
  'RatingWidget',
  'SelectWidget',
  'TextWidget',
  'TextareaWidget',
  'TimeWidget',
  'UpDownWidget',
  'URLWidget',
] as const;

/**
 * The widgets of the engine's Blueprint theme with the lower-case aliases documents write ("widget": "number"). The theme's
 * widget map (engine/react/theme/Theme.ts) is typed `satisfies Record<ThemeWidgetId, …>`, so both always agree.
 */
export const THEME_WIDGET_IDS = [
  'CheckboxWidget',
  'PasswordWidget',
  'RadioWidget',
  'SelectWidget',
  'TextareaWidget',
  'TextWidget',
  'NumberWidget',
  'number',
  'DateWidget',
  'TimeWidget',
  'time',
  'ToggleWidget',
  'toggle',
  'IbanWidget',
  'iban',
  'SuggestWidget',
  'suggest',
  'SummaryWidget',
  'summary',
  'DisplayWidget',
  'display',
  'SearchWidget',
  'search',
] as const;

/** A widget id of the Blueprint theme. */
export type ThemeWidgetId = (typeof THEME_WIDGET_IDS)[number];

/** Every widget id a screen may name regardless of the field's type (rjsf core's and the theme's). */
export const WIDGET_IDS: readonly string[] = [...new Set<string>([...RJSF_CORE_WIDGET_IDS, ...THEME_WIDGET_IDS])];

// rjsf's short names by schema type (its getWidget's map): 'select' on a string field is the SelectWidget, and so on.
const SHORT_NAMES: Record<string, Record<string, string>> = {
  boolean: { checkbox: 'CheckboxWidget', radio: 'RadioWidget', select: 'SelectWidget', hidden: 'HiddenWidget' },
  string: {
    text: 'TextWidget',
    password: 'PasswordWidget',
    email: 'EmailWidget',
    hostname: 'TextWidget',
    ipv4: 'TextWidget',
    ipv6: 'TextWidget',
    uri: 'URLWidget',
    'data-url': 'FileWidget',
    radio: 'RadioWidget',
    select: 'SelectWidget',
    textarea: 'TextareaWidget',
    hidden: 'HiddenWidget',
    date: 'DateWidget',
    datetime: 'DateTimeWidget',
    'date-time': 'DateTimeWidget',
    'alt-date': 'AltDateWidget',
    'alt-datetime': 'AltDateTimeWidget',
    time: 'TimeWidget',
    color: 'ColorWidget',
    file: 'FileWidget',
  },
  number: {
    text: 'TextWidget',
    select: 'SelectWidget',
    updown: 'UpDownWidget',
    range: 'RangeWidget',
    radio: 'RadioWidget',
    hidden: 'HiddenWidget',
  },
  integer: {
    text: 'TextWidget',
    select: 'SelectWidget',
    updown: 'UpDownWidget',
    range: 'RangeWidget',
    radio: 'RadioWidget',
    hidden: 'HiddenWidget',
  },
  array: { select: 'SelectWidget', checkboxes: 'CheckboxesWidget', files: 'FileWidget', hidden: 'HiddenWidget' },
};

/** The schema's type as rjsf reads it (first non-null of a list; guessed from const, enum or properties). */
function schemaType(schema: JsonSchema): string | undefined {
  const { type } = schema as { type?: string | string[] };
  const s = schema as {
    const?: unknown;
    enum?: unknown;
    properties?: unknown;
    additionalProperties?: unknown;
    patternProperties?: unknown;
  };
  if (!type && s.const)
    return Array.isArray(s.const) ? 'array' : typeof s.const === 'object' ? 'object' : typeof s.const;
  if (!type && s.enum) return 'string';
  if (!type && (s.properties || s.additionalProperties || s.patternProperties)) return 'object';
  if (Array.isArray(type)) return type.length === 2 && type.includes('null') ? type.find((t) => t !== 'null') : type[0];
  return type;
}

/**
 * Whether the engine's widget registry renders `name` for a field of this schema, as rjsf resolves it: a registered id
 * for any type, a short name ('select', 'textarea') where the field's type maps it to a registered widget. Plain data, so
 * the server's start and `npm run check` check widget ids without loading React.
 */
export function rendersWidget(name: string, schema: JsonSchema, registered: readonly string[] = WIDGET_IDS): boolean {
  if (registered.includes(name)) return true;
  const type = schemaType(schema);
  const mapped = type === undefined ? undefined : SHORT_NAMES[type]?.[name];
  return mapped !== undefined && registered.includes(mapped);
}

const HINT_TYPES: JsonSchema[] = [
  { type: 'string' },
  { type: 'number' },
  { type: 'integer' },
  { type: 'boolean' },
  { type: 'array', items: { type: 'string' } },
];

/** The names a document may write, for 'meinten Sie' hints: the lower-case names ('select', 'number'), not the class names. */
export function widgetHintNames(registered: readonly string[] = WIDGET_IDS): string[] {
  const candidates = registered.flatMap((name) => [name, name.replace(/Widget$/, '').toLowerCase()]);
  return [...new Set(candidates)].filter(
    (name) => !/Widget$/.test(name) && HINT_TYPES.some((schema) => rendersWidget(name, schema, registered)),
  );
}

import { describe, expect, it } from 'vitest';
import { getDefaultRegistry } from '@rjsf/core';
import { hasWidget, type RJSFSchema } from '@rjsf/utils';
import { RJSF_CORE_WIDGET_IDS, THEME_WIDGET_IDS, rendersWidget, widgetHintNames, type JsonSchema } from '../../core';
import { Theme } from '../theme';
import { boundWidgets } from './boundWidgets';

// The linter (server start, npm run check) checks widget ids with engine/core's plain lists, without React: they must
// say exactly what rjsf resolves with the registry screens render with.
const SCHEMAS: RJSFSchema[] = [
  { type: 'string' },
  { type: 'number' },
  { type: 'integer' },
  { type: 'boolean' },
  { type: 'array', items: { type: 'string' } },
  { type: 'object', properties: {} },
  {},
  { enum: ['a', 'b'] },
  { type: ['string', 'null'] },
  { type: ['number', 'null'] },
  { const: 1 },
  { properties: { a: { type: 'string' } } },
];
const SHORT_NAMES = [
  'text',
  'password',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uri',
  'data-url',
  'radio',
  'select',
  'textarea',
  'hidden',
  'date',
  'datetime',
  'date-time',
  'alt-date',
  'alt-datetime',
  'time',
  'color',
  'file',
  'updown',
  'range',
  'checkbox',
  'checkboxes',
  'files',
  'number',
  'toggle',
  'iban',
  'suggest',
  'summary',
  'rating',
  'gibtsNicht',
  'Select',
  'selectWidget',
];

describe('widget ids as plain data (engine/core/widgets)', () => {
  it('lists exactly the widgets of rjsf core and of the Blueprint theme', () => {
    expect(Object.keys(getDefaultRegistry().widgets).sort()).toEqual([...RJSF_CORE_WIDGET_IDS].sort());
    expect(Object.keys(Theme.widgets ?? {}).sort()).toEqual([...THEME_WIDGET_IDS].sort());
  });

  it.each(SCHEMAS.map((s) => [JSON.stringify(s), s] as const))(
    'resolves every name as rjsf does for %s',
    (_, schema) => {
      for (const name of [...Object.keys(boundWidgets), ...SHORT_NAMES]) {
        expect(rendersWidget(name, schema as JsonSchema), name).toBe(hasWidget(schema, name, boundWidgets));
      }
    },
  );

  it('offers the lower-case names documents write as hints', () => {
    expect(widgetHintNames()).toEqual(
      expect.arrayContaining(['select', 'number', 'textarea', 'toggle', 'suggest', 'iban', 'summary']),
    );
    expect(widgetHintNames().some((n) => n.endsWith('Widget'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { getDefaultRegistry } from '@rjsf/core';
import type { Registry, WidgetProps } from '@rjsf/utils';
import { boundWidgets } from '../runtime';
import { columnSetup } from './columnSetup';

const registry = { ...getDefaultRegistry(), widgets: boundWidgets } as unknown as Registry;
const items = {
  type: 'object',
  properties: {
    inhalt: { type: 'string' },
    gewicht: { type: 'number' },
    art: { type: 'integer', oneOf: [{ const: 1, title: 'Verpackung' }] },
  },
} as const;

describe('columnSetup', () => {
  it("gives each cell the registered widget itself, without rjsf's per-cell MergedWidget wrapper", () => {
    const [inhalt, gewicht, art] = columnSetup(
      [
        { type: 'field', field: 'inhalt' },
        { type: 'field', field: 'gewicht', widget: 'number' },
        { type: 'field', field: 'art' },
      ],
      items as never,
      registry,
    );
    expect(inhalt.Widget).toBe(boundWidgets.TextWidget);
    expect(gewicht.Widget).toBe(boundWidgets.number);
    expect(art.Widget).toBe(boundWidgets.SelectWidget);
    expect(art.options.enumOptions).toEqual([
      { value: 1, label: 'Verpackung', schema: { const: 1, title: 'Verpackung' } },
    ]);
  });

  it("keeps rjsf's wrapper for a widget with default options, which it merges", () => {
    const WithDefaults = Object.assign((props: WidgetProps) => props.options.farbe as never, {
      defaultProps: { options: { farbe: 'rot' } },
    });
    const [cell] = columnSetup([{ type: 'field', field: 'inhalt', widget: 'bunt' }], items as never, {
      ...registry,
      widgets: { ...boundWidgets, bunt: WithDefaults },
    });
    expect(cell.Widget).not.toBe(WithDefaults);
  });
});

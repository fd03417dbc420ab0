import type { ComponentType } from 'react';
import { getWidget, optionsList, type Registry, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import { schemaAt, widgetOptions } from '../../core';
import type { FieldNode, JsonSchema } from '../../core';

/** What every cell of a column shares: its widget, schema, options and title. */
export interface ColumnSetup {
  column: FieldNode;
  schema: RJSFSchema;
  options: WidgetProps['options'];
  Widget: ComponentType<WidgetProps>;
  title: string;
}

/** The default widget of a column by its schema: numbers German, booleans a toggle, choices a select. */
function defaultWidget(schema: JsonSchema): string {
  if (schema.type === 'number' || schema.type === 'integer')
    return schema.oneOf || schema.enum ? 'SelectWidget' : 'number';
  if (schema.type === 'boolean') return 'toggle';
  if (schema.oneOf || schema.enum) return 'SelectWidget';
  if (schema.format === 'date') return 'DateWidget';
  return 'TextWidget';
}

/**
 * The registered widget itself instead of rjsf's `MergedWidget` wrapper, which only merges a widget's default options
 * (our widgets have none): one component and one options object less per cell (765 in the 50-position capture screen).
 */
function unwrapped(Widget: ComponentType<WidgetProps>, registry: Registry): ComponentType<WidgetProps> {
  type Registered = ComponentType<WidgetProps> & { MergedWidget?: unknown; defaultProps?: { options?: unknown } };
  const inner = (Object.values(registry.widgets) as Registered[]).find((w) => w.MergedWidget === Widget);
  return inner && !inner.defaultProps?.options ? inner : Widget;
}

/** Resolves each column of a table once (not per row or keystroke). */
export function columnSetup(columns: FieldNode[], items: JsonSchema, registry: Registry): ColumnSetup[] {
  return columns.map((column) => {
    const schema = (schemaAt(items, column.field) ?? { type: 'string' }) as RJSFSchema;
    const name = column.widget ?? defaultWidget(schema as JsonSchema);
    const Widget = unwrapped(getWidget(schema, name, registry.widgets), registry);
    const enumOptions = schema.oneOf || schema.enum ? optionsList(schema) : undefined;
    return {
      column,
      schema,
      Widget,
      title: String(schema.title ?? column.field),
      options: { ...widgetOptions(column), enumOptions } as WidgetProps['options'],
    };
  });
}

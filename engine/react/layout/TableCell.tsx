import { memo, type ComponentType } from 'react';
import { FormGroup, Intent } from '@blueprintjs/core';
import type { Registry, RJSFSchema, WidgetProps } from '@rjsf/utils';
import { FieldPathContext, useFormRuntime, useMessages } from '../runtime';

/** Props of {@link TableCell}; primitives only, so an unchanged cell skips rendering. */
export interface TableCellProps {
  path: string;
  label: string;
  schema: RJSFSchema;
  options: WidgetProps['options'];
  Widget: ComponentType<WidgetProps>;
  registry: Registry;
  visible: boolean;
  required: boolean;
  readOnly: boolean;
}

const noop = () => undefined;

/**
 * One cell of an editable table: the column's store-bound widget at the cell's data path, its messages
 * beneath it in the error colour (cleared when the value changes, like any field).
 */
export const TableCell = memo(function TableCell({
  path,
  label,
  schema,
  options,
  Widget,
  registry,
  visible,
  required,
  readOnly,
}: TableCellProps) {
  const runtime = useFormRuntime();
  const messages = useMessages(runtime, path);
  if (!visible) return <td />;
  const id = `root_${path.replaceAll('.', '_')}`;
  return (
    <td>
      <FieldPathContext.Provider value={path}>
        <Widget
          id={id}
          name={id}
          htmlName={id}
          label={label}
          hideLabel
          schema={schema}
          uiSchema={{}}
          options={options}
          value={undefined}
          required={required}
          readonly={readOnly}
          disabled={false}
          autofocus={false}
          placeholder=""
          rawErrors={messages.length ? messages.map((m) => m.message) : undefined}
          onChange={noop}
          onBlur={noop}
          onFocus={noop}
          registry={registry}
        />
      </FieldPathContext.Provider>
      {/* In a danger FormGroup like a field's messages: Blueprint colours helper text only inside one. */}
      {messages.length > 0 && (
        <FormGroup
          intent={Intent.DANGER}
          style={{ margin: 0 }}
          helperText={messages.map((m) => (
            <div key={m.rule + m.message}>{m.message}</div>
          ))}
        />
      )}
    </td>
  );
});

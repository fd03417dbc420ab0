import { FormGroup, Intent } from '@blueprintjs/core';
import type { FieldNode } from '../../core/screen/types';
import { RequiredMarker } from '../theme/shared/RequiredMarker';
import { PlainInputGroup } from '../theme/shared/PlainInputGroup';
import { labelId } from '../theme/shared/labelId';

/** Props of {@link LightField}. */
export interface LightFieldProps {
  node: FieldNode;
  schema: { title?: string; maxLength?: number; description?: string };
  value: string;
  required: boolean;
  invalid: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** The element id of a field, as the full engine names it (`root_<path>`), so labels, tests and focus agree. */
export const lightFieldId = (field: string): string => `root_${field.replaceAll('.', '_')}`;

/** One single-line text or password field in the markup of the full engine's FormGroup and input group. */
export function LightField({ node, schema, value, required, invalid, disabled, onChange }: LightFieldProps) {
  const id = lightFieldId(node.field);
  return (
    <FormGroup
      label={<span id={labelId(id)}>{schema.title ?? node.field}</span>}
      labelFor={id}
      labelInfo={required ? <RequiredMarker /> : undefined}
      subLabel={schema.description}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      disabled={disabled}
    >
      <PlainInputGroup
        id={id}
        name={node.field}
        type={node.widget === 'password' ? 'password' : 'text'}
        value={value}
        maxLength={schema.maxLength}
        required={required}
        disabled={disabled}
        autoFocus={node.autoFocus}
        autoComplete={node.autoComplete}
        placeholder={node.placeholder}
        intent={invalid ? Intent.DANGER : Intent.NONE}
        aria-invalid={invalid || undefined}
        // Named by the label's text alone, without the mandatory marker (as the full engine's inputs).
        aria-labelledby={labelId(id)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormGroup>
  );
}

import { labelId } from './labelId';

/** ARIA naming attributes that give a widget exactly its label as accessible name. */
export interface LabelProps {
  'aria-labelledby'?: string;
  'aria-label'?: string;
}

/**
 * Names a control after its label: by reference when the FieldTemplate shows the label (its text sits in a span
 * without the required asterisk), directly via aria-label when the label is hidden, e.g. in array rows.
 */
export function labelProps(id: string, label: string | undefined, hideLabel?: boolean): LabelProps {
  if (!label) {
    return {};
  }
  return hideLabel ? { 'aria-label': label } : { 'aria-labelledby': labelId(id) };
}

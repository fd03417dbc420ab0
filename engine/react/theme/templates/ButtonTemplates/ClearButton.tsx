import { SmallCrossIcon } from '@blueprintjs/icons';
import type { FormContextType, IconButtonProps, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';
import { IconButton } from './IconButton';

/** 'Leeren' icon button inside a text input, shown with `ui:options.allowClearTextInputs`. */
export function ClearButton<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: IconButtonProps<T, S, F>,
) {
  return <IconButton {...props} icon={<SmallCrossIcon />} label="Leeren" />;
}

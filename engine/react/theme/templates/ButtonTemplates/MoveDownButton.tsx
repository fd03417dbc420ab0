import { ArrowDownIcon } from '@blueprintjs/icons';
import type { FormContextType, IconButtonProps, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';
import { IconButton } from './IconButton';

/** 'Nach unten' icon button that moves an array item down. */
export function MoveDownButton<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: IconButtonProps<T, S, F>,
) {
  return <IconButton {...props} icon={<ArrowDownIcon />} label="Nach unten" />;
}

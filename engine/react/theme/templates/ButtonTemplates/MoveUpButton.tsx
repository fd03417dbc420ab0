import { ArrowUpIcon } from '@blueprintjs/icons';
import type { FormContextType, IconButtonProps, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';
import { IconButton } from './IconButton';

/** 'Nach oben' icon button that moves an array item up. */
export function MoveUpButton<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: IconButtonProps<T, S, F>,
) {
  return <IconButton {...props} icon={<ArrowUpIcon />} label="Nach oben" />;
}

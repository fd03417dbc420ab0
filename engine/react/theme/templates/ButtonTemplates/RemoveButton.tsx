import { Intent } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import type { FormContextType, IconButtonProps, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';
import { IconButton } from './IconButton';

/** 'Entfernen' icon button for array items and additional properties. */
export function RemoveButton<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: IconButtonProps<T, S, F>,
) {
  return <IconButton {...props} icon={<TrashIcon />} label="Entfernen" intent={Intent.DANGER} />;
}

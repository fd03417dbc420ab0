import { Intent } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import type { FormContextType, IconButtonProps, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';
import { IconButton } from './IconButton';

/** 'Hinzufügen' with a plus icon, for array items and additional properties; labelled because it stands alone. */
export function AddButton<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: IconButtonProps<T, S, F>,
) {
  return <IconButton {...props} icon={<PlusIcon />} label="Hinzufügen" intent={Intent.PRIMARY} showText />;
}

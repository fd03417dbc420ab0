import { Intent } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import type { IconButtonProps } from '@rjsf/utils';
import { IconButton } from './IconButton';
import { engineTexts as T } from '../../../../core';

/** 'Entfernen' icon button for array items and additional properties. */
export function RemoveButton(props: IconButtonProps) {
  return <IconButton {...props} icon={<TrashIcon />} label={T.remove} intent={Intent.DANGER} />;
}

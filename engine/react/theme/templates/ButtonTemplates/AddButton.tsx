import { Intent } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import type { IconButtonProps } from '@rjsf/utils';
import { IconButton } from './IconButton';
import { engineTexts as T } from '../../../../core';

/** 'Hinzufügen' with a plus icon, for array items and additional properties; labelled because it stands alone. */
export function AddButton(props: IconButtonProps) {
  return <IconButton {...props} icon={<PlusIcon />} label={T.add} intent={Intent.PRIMARY} showText />;
}

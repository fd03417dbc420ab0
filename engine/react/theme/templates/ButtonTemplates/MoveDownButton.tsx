import { ArrowDownIcon } from '@blueprintjs/icons';
import type { IconButtonProps } from '@rjsf/utils';
import { IconButton } from './IconButton';
import { engineTexts as T } from '../../../../core';

/** 'Nach unten' icon button that moves an array item down. */
export function MoveDownButton(props: IconButtonProps) {
  return <IconButton {...props} icon={<ArrowDownIcon />} label={T.moveDown} />;
}

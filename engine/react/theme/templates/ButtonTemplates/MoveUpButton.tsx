import { ArrowUpIcon } from '@blueprintjs/icons';
import type { IconButtonProps } from '@rjsf/utils';
import { IconButton } from './IconButton';
import { engineTexts as T } from '../../../../core';

/** 'Nach oben' icon button that moves an array item up. */
export function MoveUpButton(props: IconButtonProps) {
  return <IconButton {...props} icon={<ArrowUpIcon />} label={T.moveUp} />;
}

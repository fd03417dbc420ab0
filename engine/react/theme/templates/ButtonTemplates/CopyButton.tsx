import { DuplicateIcon } from '@blueprintjs/icons';
import type { IconButtonProps } from '@rjsf/utils';
import { IconButton } from './IconButton';
import { engineTexts as T } from '../../../../core';

/** 'Kopieren' icon button that duplicates an array item below itself. */
export function CopyButton(props: IconButtonProps) {
  return <IconButton {...props} icon={<DuplicateIcon />} label={T.copy} />;
}

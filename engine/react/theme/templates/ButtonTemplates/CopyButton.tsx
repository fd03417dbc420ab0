import { DuplicateIcon } from '@blueprintjs/icons';
import type { IconButtonProps } from '@rjsf/utils';
import { IconButton } from './IconButton';

/** 'Kopieren' icon button that duplicates an array item below itself. */
export function CopyButton(props: IconButtonProps) {
  return <IconButton {...props} icon={<DuplicateIcon />} label="Kopieren" />;
}

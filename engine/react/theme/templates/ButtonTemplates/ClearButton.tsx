import { SmallCrossIcon } from '@blueprintjs/icons';
import type { IconButtonProps } from '@rjsf/utils';
import { IconButton } from './IconButton';

/** 'Leeren' icon button inside a text input, shown with `ui:options.allowClearTextInputs`. */
export function ClearButton(props: IconButtonProps) {
  return <IconButton {...props} icon={<SmallCrossIcon />} label="Leeren" />;
}

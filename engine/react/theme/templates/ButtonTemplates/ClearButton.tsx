import { SmallCrossIcon } from '@blueprintjs/icons';
import type { IconButtonProps } from '@rjsf/utils';
import { IconButton } from './IconButton';
import { engineTexts as T } from '../../../../core';

/** 'Leeren' icon button inside a text input, shown with `ui:options.allowClearTextInputs`. */
export function ClearButton(props: IconButtonProps) {
  return <IconButton {...props} icon={<SmallCrossIcon />} label={T.clear} />;
}

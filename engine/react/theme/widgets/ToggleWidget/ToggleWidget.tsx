import type { WidgetProps } from '@rjsf/utils';
import { CheckboxWidget } from '../CheckboxWidget';
import { engineTexts as T } from '../../../../core';

/**
 * Ja/Nein switch; the screen document's `labels` {on, off} (ui:options yesLabel/noLabel) rename the states.
 * A blank value shows as Nein.
 */
export function ToggleWidget(props: WidgetProps) {
  const { options } = props;
  return (
    <CheckboxWidget
      {...props}
      options={{ ...options, yesLabel: options.yesLabel ?? T.yes, noLabel: options.noLabel ?? T.no }}
    />
  );
}

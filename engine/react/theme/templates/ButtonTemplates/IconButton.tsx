import type { ReactElement } from 'react';
import { Button, ButtonVariant, Intent } from '@blueprintjs/core';
import type { FormContextType, IconButtonProps, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';

/** Props of the shared icon button: rjsf's icon button props with a Blueprint icon element and a German label. */
export type BlueprintIconButtonProps<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any> =
  Omit<IconButtonProps<T, S, F>, 'icon'> & {
    icon: ReactElement;
    label: string;
    intent?: Intent;
    showText?: boolean;
  };

/**
 * Minimal Blueprint button with an icon; the label is its accessible name and tooltip, and visible with `showText`.
 * Icons are passed as elements because Blueprint loads icons named by string asynchronously.
 */
export function IconButton<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: BlueprintIconButtonProps<T, S, F>,
) {
  const { icon, label, intent = Intent.NONE, showText = false, iconType: _iconType, uiSchema: _uiSchema,
    registry: _registry, ...buttonProps } = props;
  return (
    <Button
      {...buttonProps}
      type="button"
      variant={ButtonVariant.MINIMAL}
      intent={intent}
      icon={icon}
      text={showText ? label : undefined}
      aria-label={showText ? undefined : label}
      title={label}
    />
  );
}

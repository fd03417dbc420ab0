import type { MouseEvent, ReactElement } from 'react';
import { Button, ButtonVariant, Intent } from '@blueprintjs/core';
import type { IconButtonProps } from '@rjsf/utils';

/** Props of the shared icon button: rjsf's icon button props with a Blueprint icon element and a German label. */
export type BlueprintIconButtonProps = Omit<IconButtonProps, 'icon'> & {
  icon: ReactElement;
  label: string;
  intent?: Intent;
  showText?: boolean;
};

/**
 * Minimal Blueprint button with an icon; the label is its accessible name and tooltip, and visible with `showText`.
 * Icons are passed as elements because Blueprint loads icons named by string asynchronously.
 */
export function IconButton(props: BlueprintIconButtonProps) {
  const { id, className, style, disabled, onClick, icon, label, intent = Intent.NONE, showText = false } = props;
  return (
    <Button
      id={id}
      className={className}
      style={style}
      disabled={disabled}
      // Blueprint types clicks for any element; rjsf's handlers expect this <button>'s.
      onClick={onClick && ((event) => onClick(event as MouseEvent<HTMLButtonElement>))}
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

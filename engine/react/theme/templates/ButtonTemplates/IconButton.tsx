import type { ReactElement } from 'react';
import { Intent } from '@blueprintjs/core';
import { PlainButton } from '../../shared';
import type { IconButtonProps } from '@rjsf/utils';

/** Props of the shared icon button: rjsf's icon button props with a Blueprint icon element and a German label. */
export type BlueprintIconButtonProps = Omit<IconButtonProps, 'icon'> & {
  icon: ReactElement;
  label: string;
  intent?: Intent;
  showText?: boolean;
};

/**
 * Minimal button (Blueprint markup, PlainButton) with an icon; the label is its accessible name and tooltip, and
 * visible with `showText`. Icons are passed as elements because Blueprint loads icons named by string asynchronously.
 */
export function IconButton(props: BlueprintIconButtonProps) {
  const { id, className, style, disabled, onClick, icon, label, intent = Intent.NONE, showText = false } = props;
  return (
    <PlainButton
      id={id}
      className={className}
      style={style}
      disabled={disabled}
      onClick={onClick}
      type="button"
      minimal
      intent={intent}
      icon={icon}
      text={showText ? label : undefined}
      aria-label={showText ? undefined : label}
      title={label}
    />
  );
}

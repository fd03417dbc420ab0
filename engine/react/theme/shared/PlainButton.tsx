import type { ButtonHTMLAttributes, ReactElement } from 'react';
import { Classes, Icon, type IconName, type Intent } from '@blueprintjs/core';

/** Props of {@link PlainButton}: Blueprint's Button props the engine's buttons use. */
export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  text?: string;
  /** An icon name or element (Blueprint loads icons named by string asynchronously). */
  icon?: IconName | ReactElement;
  intent?: Intent;
  small?: boolean;
  minimal?: boolean;
  type?: 'button' | 'submit';
}

/**
 * Blueprint's Button markup without Blueprint's Text component: Text measures itself after mounting and sets state, so
 * every button with a text forced a synchronous second render of the mounting screen (the 50 rows' action buttons of the
 * capture screen: about 60 ms of its mount), and the screen's passive effects ran before its first paint. Same DOM,
 * classes and events.
 */
export function PlainButton({
  text,
  icon,
  intent,
  small,
  minimal,
  type = 'button',
  disabled,
  className,
  tabIndex,
  ...html
}: PlainButtonProps) {
  const classes = [
    Classes.BUTTON,
    disabled && Classes.DISABLED,
    Classes.intentClass(intent),
    small && Classes.SMALL,
    minimal && Classes.MINIMAL,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} {...html} className={classes} disabled={disabled} tabIndex={disabled ? -1 : tabIndex}>
      <Icon icon={icon} />
      {text !== undefined && text !== '' && <span className={Classes.BUTTON_TEXT}>{text}</span>}
    </button>
  );
}

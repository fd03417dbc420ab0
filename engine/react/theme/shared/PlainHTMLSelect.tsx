import type { SelectHTMLAttributes } from 'react';
import { Classes } from '@blueprintjs/core';
import './plainHTMLSelect.css';

/** The engine's class of a select whose caret is drawn by CSS (plainHTMLSelect.css). */
export const PLAIN_SELECT_CLASS = 'engine-select';

/** Props of {@link PlainHTMLSelect}: a single-choice select's attributes, filling its cell or not. */
export interface PlainHTMLSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'multiple'> {
  fill?: boolean;
}

/**
 * Blueprint's HTMLSelect look as one element pair: its wrapper and select, the caret drawn by the stylesheet instead of an
 * SVG icon component. The 50-position capture screen has 159 selects: their icons were 477 components and 477 elements
 * (span, svg, path) at mount. Without an icon element nothing announces Blueprint's English "Open dropdown".
 */
export function PlainHTMLSelect({ fill, disabled, className, children, ...html }: PlainHTMLSelectProps) {
  const classes = [
    Classes.HTML_SELECT,
    PLAIN_SELECT_CLASS,
    disabled && Classes.DISABLED,
    fill && Classes.FILL,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <select {...html} disabled={disabled}>
        {children}
      </select>
    </div>
  );
}

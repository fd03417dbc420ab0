import type { InputGroupProps } from '@blueprintjs/core';
import { Classes } from '@blueprintjs/core';

/** The InputGroup props a plain input group takes: no left or right elements, no asynchronous control, medium size. */
export type PlainInputGroupProps = Omit<
  InputGroupProps,
  | 'leftElement'
  | 'leftIcon'
  | 'rightElement'
  | 'asyncControl'
  | 'onValueChange'
  | 'tagName'
  | 'size'
  | 'large'
  | 'small'
  | 'inputSize'
  | 'inputClassName'
>;

/**
 * Blueprint's InputGroup markup for an input without left or right elements, as a function component. Blueprint's class
 * measures its (absent) side elements after mounting and sets state either way, so every input rendered twice: 600 extra
 * renders in one synchronous pass when the 50-position capture screen mounts. Same DOM, classes and events.
 */
export function PlainInputGroup({
  className,
  disabled,
  fill,
  intent,
  inputRef,
  readOnly,
  round,
  style,
  ...html
}: PlainInputGroupProps) {
  const intentClass = Classes.intentClass(intent);
  const classes = [
    Classes.INPUT_GROUP,
    intentClass,
    disabled && Classes.DISABLED,
    readOnly && Classes.READ_ONLY,
    fill && Classes.FILL,
    round && Classes.ROUND,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <input
        type="text"
        {...html}
        disabled={disabled}
        readOnly={readOnly}
        aria-disabled={disabled}
        className={Classes.INPUT}
        style={style}
        ref={inputRef}
      />
    </div>
  );
}

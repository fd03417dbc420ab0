import type { InputGroupProps } from '@blueprintjs/core';
import { Classes } from '@blueprintjs/core';

/**
 * The InputGroup props a plain input group takes: no left element, no asynchronous control, medium size. A right element
 * gets the room Blueprint's stylesheet gives a standard button beside an input (not measured).
 */
export type PlainInputGroupProps = Omit<
  InputGroupProps,
  | 'leftElement'
  | 'leftIcon'
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
 * Blueprint's InputGroup markup for an input without a left element, as a function component. Blueprint's class
 * measures its side elements after mounting and sets state either way, so every input rendered twice: 600 extra
 * renders in one synchronous pass when the 50-position capture screen mounts. Same DOM, classes and events (a right
 * element without the measured inline padding).
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
  rightElement,
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
      {rightElement != null && <span className={Classes.INPUT_ACTION}>{rightElement}</span>}
    </div>
  );
}

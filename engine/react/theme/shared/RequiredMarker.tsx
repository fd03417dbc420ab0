import { Classes } from '@blueprintjs/core';

/** Visual asterisk for required fields; aria-hidden because the control's `required` state already announces it. */
export function RequiredMarker() {
  return (
    <span aria-hidden="true" className={Classes.TEXT_MUTED}>
      *
    </span>
  );
}

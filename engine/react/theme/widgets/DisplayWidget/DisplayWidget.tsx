import type { WidgetProps } from '@rjsf/utils';

/**
 * A value shown as plain text, never an input box (widget `display`): names the user reads but does not type, such as a
 * service's name in the service list (orders.md §3). Wraps instead of cutting the text off.
 */
export function DisplayWidget({ id, value }: WidgetProps) {
  return <span id={id}>{value === undefined || value === null ? '' : String(value)}</span>;
}

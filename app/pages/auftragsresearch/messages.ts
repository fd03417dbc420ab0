import { auftragsresearchScreen } from '../../documents';
import { errorNotification, infoNotification as notice } from '../../api';
import type { Notification } from '../../api';

/** A message of the order list document with {placeholders} replaced. */
export function listText(key: string, values: Record<string, string | number> = {}): string {
  const template = auftragsresearchScreen.messages?.[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** An info banner (5000 ms) with a text of the document. */
export function infoNotification(key: string, values?: Record<string, string | number>): Notification {
  return notice(listText('hinweis'), listText(key, values));
}

/** An error for the modal with a text of the document. */
export function listError(key: string, values?: Record<string, string | number>): Notification {
  return errorNotification(listText(key, values), listText('hinweis'));
}

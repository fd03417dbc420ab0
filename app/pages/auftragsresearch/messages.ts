import { errorNotification, infoNotification as notice } from '../../api';
import type { Notification } from '../../api';
import { screenTexts, type MessageKey, type TextArgs } from '../../texts';

type ListKey = MessageKey<'auftragsresearch.screen'>;

/** A message of the order list document with {placeholders} replaced. */
export const listText = screenTexts('auftragsresearch.screen');

/** An info banner with a text of the document. */
export function infoNotification(key: ListKey, ...args: TextArgs): Notification {
  return notice(listText('hinweis'), listText(key, ...args));
}

/** An error for the modal with a text of the document. */
export function listError(key: ListKey, ...args: TextArgs): Notification {
  return errorNotification(listText(key, ...args), listText('hinweis'));
}

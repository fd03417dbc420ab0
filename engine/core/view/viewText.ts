import { formatCell } from '../grid/format';
import type { ColumnType } from '../grid/types';
import { getAt } from '../store/paths';
import type { ViewDocument, ViewText } from './types';

const PLACEHOLDER = /\{([\w.$]+)(?:\|(\w+))?\}/g;
const FORMATS: Record<string, ColumnType> = {
  date: 'date',
  dateTime: 'datetime',
  integer: 'integer',
  number: 'number',
  money: 'money',
};

/**
 * A view text as shown: the document's message when `text` is one of its keys, else the text itself, with each
 * `{path}` placeholder replaced by the value at that path of `data` (empty when absent), formatted by `{path|format}`.
 */
export function viewText(doc: Pick<ViewDocument, 'messages'>, text: ViewText | undefined, data: unknown): string {
  if (text === undefined) return '';
  const template = doc.messages && Object.hasOwn(doc.messages, text) ? doc.messages[text] : text;
  return template.replace(PLACEHOLDER, (_, path: string, format?: string) =>
    formatCell(getAt(data, path), FORMATS[format ?? ''] ?? 'text'),
  );
}

/** The formats a placeholder may name (`{datum|date}`). */
export const VIEW_TEXT_FORMATS = Object.keys(FORMATS);

/** The placeholders of a text as `[path, format]` pairs, for the linter. */
export function viewPlaceholders(text: string): [string, string | undefined][] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => [m[1], m[2]]);
}

/** Parts of a text joined by a space, each left out when it has placeholders and all of them come out empty. */
export function viewTextParts(doc: Pick<ViewDocument, 'messages'>, parts: ViewText[], data: unknown): string {
  return parts
    .filter((part) => {
      const template = doc.messages && Object.hasOwn(doc.messages, part) ? doc.messages[part] : part;
      const paths = viewPlaceholders(template);
      return (
        !paths.length ||
        paths.some(([path, format]) => viewText({}, `{${path}${format ? `|${format}` : ''}}`, data) !== '')
      );
    })
    .map((part) => viewText(doc, part, data))
    .join(' ');
}

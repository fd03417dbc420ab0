import type { ViewDocument } from '../view/types';
import { VIEW_TEXT_FORMATS, viewActions, viewIds, viewNodes, viewPlaceholders, viewTexts } from '../view';
import { hint, near } from './suggest';
import type { LintProblem, LintRegistries } from './types';

// A text that looks like a key (one word starting lower-case, or dotted parts) is looked up; German texts start
// upper-case, have spaces or placeholders. A key that is not found would reach the user as it is.
const KEY = /^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_-]+)*$/;

/**
 * Checks of a view document: message keys exist, placeholder formats are known, every action the view reports is one
 * its page handles, every id and message the page reads is there, grids name existing column documents.
 */
export function lintView(doc: ViewDocument, registries: LintRegistries, columnIds?: string[]): LintProblem[] {
  const out: LintProblem[] = [];
  const keys = Object.keys(doc.messages ?? {});
  for (const { text, pointer } of viewTexts(doc)) {
    if (KEY.test(text) && !keys.includes(text)) {
      out.push({
        pointer,
        message: `'${text}' ist kein Schlüssel der messages der Ansicht '${doc.id}' (die Benutzer sähen ihn als Text)${hint(text, keys)}`,
      });
    }
    const template = doc.messages?.[text] ?? text;
    for (const [, format] of viewPlaceholders(template)) {
      if (format && !VIEW_TEXT_FORMATS.includes(format))
        out.push({
          pointer,
          message: `unbekanntes Format '${format}' in '${template}'${hint(format, VIEW_TEXT_FORMATS)}`,
        });
    }
  }
  const page = registries.views?.[doc.id];
  if (registries.views && !page)
    out.push({
      pointer: '/id',
      message: `keine Seite zeigt die Ansicht '${doc.id}' (Id falsch geschrieben?)${hint(doc.id, Object.keys(registries.views))}`,
    });
  if (page) {
    for (const { id, pointer } of viewActions(doc)) {
      if (!page.actions.includes(id))
        out.push({
          pointer,
          message: `Aktion '${id}': die Seite der Ansicht '${doc.id}' kennt diese Aktion nicht${hint(id, [...page.actions])}`,
        });
    }
    const own = [...viewIds(doc), ...keys];
    for (const id of page.reads ?? []) {
      if (!own.includes(id))
        out.push({
          pointer: '/',
          message: `die Seite der Ansicht '${doc.id}' liest die Id oder den Text '${id}', den das Dokument nicht hat${near(id, own)}`,
        });
    }
  }
  if (columnIds) {
    for (const { node, pointer } of viewNodes(doc)) {
      if (node.type === 'grid' && !columnIds.includes(node.columns)) {
        out.push({
          pointer: `${pointer}/columns`,
          message: `Spaltendokument '${node.columns}' gibt es nicht${hint(node.columns, columnIds)}`,
        });
      }
    }
  }
  return out;
}

import { defaultMessages, hint, type LintProblem, type ScreenDocument } from '../../engine/core';

// A message that looks like a key (one word starting lower-case, or dotted/colon parts such as 'format:date') is looked up;
// German texts start upper-case or have spaces. A key that is not found is shown to the user as it is.
const KEY = /^[a-z][A-Za-z0-9_]*([.:][A-Za-z0-9_-]+)*$/;

/**
 * The message of each check and confirm question, where it is a key, must be one of the document's `messages` or the
 * engine's keyword messages ('enum', 'format:date', …): a misspelled key would reach the user as raw text.
 */
export function messageKeyProblems(doc: ScreenDocument): LintProblem[] {
  const keys = [...Object.keys(doc.messages ?? {}), ...Object.keys(defaultMessages)];
  const check = (what: string, message: unknown, pointer: string): LintProblem[] => {
    if (typeof message !== 'string' || !KEY.test(message) || keys.includes(message)) return [];
    return [
      {
        pointer,
        message: `${what}: '${message}' ist kein Schlüssel der messages der Maske (die Benutzer sähen ihn als Text)${hint(message, keys)}`,
      },
    ];
  };
  return [
    ...(doc.checks ?? []).flatMap((c, i) => check(`Prüfung '${c.id}'`, c.message, `/checks/${i}/message`)),
    ...(doc.confirms ?? []).flatMap((c, i) => check(`Rückfrage '${c.id}'`, c.message, `/confirms/${i}/message`)),
  ];
}

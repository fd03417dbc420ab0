import { defaultEngineTexts, defaultExplainTexts, hint, type LintProblem } from '../../engine/core';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/** Findings of one override group against the engine's defaults of that group. */
function groupProblems(overrides: unknown, defaults: Json, pointer: string, what: string): LintProblem[] {
  if (!isObject(overrides)) return [];
  return Object.entries(overrides).flatMap(([key, text]): LintProblem[] => {
    const at = `${pointer}/${key}`;
    const original = defaults[key];
    if (original === undefined) {
      return [
        {
          pointer: at,
          message: `'${key}' ist kein Text ${what} (die Engine zeigte weiter ihren eigenen)${hint(key, Object.keys(defaults))}`,
        },
      ];
    }
    if (isObject(original)) {
      return isObject(text)
        ? groupProblems(text, original, at, what)
        : [
            {
              pointer: at,
              message: `'${key}' ist eine Gruppe von Texten ${what}: ein Objekt mit deren Schlüsseln erwartet`,
            },
          ];
    }
    if (typeof text !== 'string') return [];
    const known = placeholders(String(original));
    return placeholders(text)
      .filter((name) => !known.includes(name))
      .map((name) => ({
        pointer: at,
        message: `Platzhalter '{${name}}' füllt die Engine in '${key}' nicht (die Benutzer sähen ihn als Text)${hint(name, known)}`,
      }));
  });
}

/**
 * The engine texts the catalogue replaces must be the engine's keys with its placeholders: a misspelled key would
 * leave the engine's default in place without a word, an unknown placeholder would reach the user as `{name}`.
 */
export function engineTextKeyProblems(doc: Json): LintProblem[] {
  return [
    ...groupProblems(doc.engine, defaultEngineTexts as unknown as Json, '/engine', 'der Engine'),
    ...groupProblems(doc.explain, defaultExplainTexts as unknown as Json, '/explain', 'von Warum?'),
  ];
}

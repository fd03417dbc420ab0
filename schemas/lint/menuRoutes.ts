import { hint, type LintProblem } from '../../engine/core';
import { SOURCE_FILES, type LintSources } from './sources';

type Json = Record<string, unknown>;
type Entry = { id?: string; route?: unknown; opens?: string };

/** Whether a path is one of a route pattern (':name' takes one segment, ':name?' one or none). */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  const go = (i: number, j: number): boolean => {
    if (i === want.length) return j === have.length;
    const segment = want[i];
    if (segment.startsWith(':') && segment.endsWith('?')) return go(i + 1, j) || (j < have.length && go(i + 1, j + 1));
    if (j === have.length) return false;
    return (segment.startsWith(':') || segment === have[j]) && go(i + 1, j + 1);
  };
  return go(0, 0);
}

/**
 * The menu's start route and every entry's and header button's route (files opened in a tab aside) is a route of the
 * portal's route table: a misspelled route would send the user to the start page without a word.
 */
export function menuRouteProblems(doc: Json, sources: LintSources): LintProblem[] {
  const routes = sources.routes;
  if (!routes) return [];
  const check = (route: unknown, pointer: string, what: string): LintProblem[] =>
    typeof route !== 'string' || routes.some((r) => matches(r, route))
      ? []
      : [
          {
            pointer,
            message: `${what}: die Route '${route}' gibt es in ${SOURCE_FILES.routes} nicht (das Portal schickte die Benutzer zur Startseite)${hint(route, routes)}`,
          },
        ];
  const entries = (list: unknown, pointer: string) =>
    (Array.isArray(list) ? (list as Entry[]) : []).flatMap((e, i) =>
      e.opens === 'file' ? [] : check(e.route, `${pointer}/${i}/route`, `Eintrag '${e.id}'`),
    );
  return [
    ...check(doc.startRoute, '/startRoute', 'Startroute'),
    ...(Array.isArray(doc.groups) ? (doc.groups as Json[]) : []).flatMap((g, i) =>
      entries(g.items, `/groups/${i}/items`),
    ),
    ...entries(doc.buttons, '/buttons'),
  ];
}

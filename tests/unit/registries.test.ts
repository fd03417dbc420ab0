import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../schemas/lint';
import { pageRegistries, RULE_SESSION_CLAIMS, type PageRegistry } from '../../schemas/registries';
import claimsSchema from '../../schemas/entities/session-claims.schema.json';
import { ruleSession, type SessionFlags } from '../../app/session/claims';
import { appUse } from './registries/handlerMaps';

// Every id of schemas/registries/ has its handler in app/ and every handler its id. Widget ids are the engine's own
// (engine/core/widgets, checked against rjsf and the theme in engine/react/runtime/widgetIds.test.ts).
const use = appUse(projectRoot);
const ids = (list: Record<string, string> | undefined) => Object.keys(list ?? {}).sort();
const at = (r: PageRegistry, kind: string) => `${r.screen}:${kind}`;
const named = (r: PageRegistry) => r.screen;

/** Kinds whose ids key a handler map of the page: action handlers, option loaders, sidebar tab contents. */
function handledKinds(r: PageRegistry): [string, Record<string, string>][] {
  return [
    ...(Object.keys(r.actions ?? {}).length ? [['actions', r.actions!] as [string, Record<string, string>]] : []),
    ...(r.optionSources ? [['optionSources', r.optionSources] as [string, Record<string, string>]] : []),
    ...(r.searchSources ? [['searchSources', r.searchSources] as [string, Record<string, string>]] : []),
    ...Object.entries(r.tabContents ?? {}).map(
      ([node, tabs]) => [`tabContents.${node}`, tabs] as [string, Record<string, string>],
    ),
  ];
}

// The query parameters the grid sets itself (paging, sorting, the columns asked for), never a filter field.
const GRID_PARAMS = ['page', 'searchLimit', 'sortBy', 'felder'];
const contract = parse(readFileSync(join(projectRoot, 'openapi/openapi.yaml'), 'utf8')) as {
  paths: Record<
    string,
    Record<string, { operationId?: string; parameters?: ({ $ref: string } | { in: string; name: string })[] }>
  >;
  components: { parameters: Record<string, { in: string; name: string }> };
};
function queryParams(operationId: string): string[] | undefined {
  const op = Object.values(contract.paths)
    .flatMap((p) => Object.values(p))
    .find((o) => o.operationId === operationId);
  return op?.parameters
    ?.map((p) => ('$ref' in p ? contract.components.parameters[p.$ref.split('/').pop()!] : p))
    .filter((p) => p.in === 'query')
    .map((p) => p.name)
    .sort();
}

describe('registries (schemas/registries/)', () => {
  it('lists every registry file of the folder, each for an existing screen document and page folder', () => {
    const files = readdirSync(join(projectRoot, 'schemas/registries'))
      .filter((n) => n.endsWith('.registry.json'))
      .sort();
    expect(pageRegistries.map((r) => `${r.screen}.registry.json`).sort()).toEqual(files);
    for (const r of pageRegistries) {
      expect(existsSync(join(projectRoot, `schemas/screens/${r.screen}.screen.json`)), r.screen).toBe(true);
      expect(existsSync(join(projectRoot, r.page)), r.page).toBe(true);
    }
  });

  it.each(pageRegistries.map((r) => [named(r), r] as const))(
    '%s: every handled id has its handler in the page, every handler its id',
    (_, r) => {
      for (const [kind, declared] of handledKinds(r)) {
        const handlers = use.handled.get(at(r, kind)) ?? [];
        // Each map typed by the ids (a handler map, a map of their view documents …) holds every id, one map per file.
        const files = [...new Set(handlers.map((h) => h.file))];
        expect(files.length, `${r.screen} ${kind}: Handler in ${r.page}`).toBeGreaterThan(0);
        for (const file of files) {
          expect(
            handlers
              .filter((h) => h.file === file)
              .map((h) => h.key)
              .sort(),
            `${r.screen} ${kind}: Handler in ${file}`,
          ).toEqual(ids(declared));
        }
        for (const h of handlers) expect(h.file.startsWith(`${r.page}/`), `${h.key} in ${h.file}`).toBe(true);
      }
    },
  );

  it.each(pageRegistries.map((r) => [named(r), r] as const))(
    '%s: every check, confirm and own toolbar item is named by the page',
    (_, r) => {
      for (const kind of ['toolbarItems', 'checks', 'confirms'] as const) {
        expect([...new Set(use.named.get(at(r, kind)) ?? [])].sort(), `${r.screen} ${kind}`).toEqual(ids(r[kind]));
      }
    },
  );

  it.each(pageRegistries.filter((r) => r.searchParams).map((r) => [named(r), r] as const))(
    '%s: search parameters are those of the contract',
    (_, r) => {
      const query = queryParams(r.searchParams!.operation);
      expect(query, r.searchParams!.operation).toBeDefined();
      expect(ids(r.searchParams!.params)).toEqual(query!.filter((p) => !GRID_PARAMS.includes(p)));
      expect(use.typed.has(at(r, 'searchParams.params')), 'app/ types its parameters by the registry').toBe(true);
    },
  );

  it('declares exactly the session keys the app puts into rules, each claim one of the token', () => {
    const flags: SessionFlags = {
      isAdmin: true,
      isMain: true,
      isHauptmandant: false,
      isMetro: false,
      isAuftragEdit: true,
      version: 2,
      currentMandantId: 3,
      languageId: 0,
      rowsInGrid: 50,
    };
    // useRuleContext adds the user name of a signed-in user.
    expect([...Object.keys(ruleSession(flags)), 'username'].sort()).toEqual(Object.keys(RULE_SESSION_CLAIMS).sort());
    for (const claim of Object.values(RULE_SESSION_CLAIMS))
      if (claim) expect(Object.keys(claimsSchema.properties)).toContain(claim);
  });
});

import { isKnownOperation, rendersWidget, widgetHintNames, type LintRegistries } from '../../engine/core';
import { pageRegistries, viewRegistry, type PageRegistry } from '../registries';

const ids = (list: Record<string, unknown> | undefined): string[] => Object.keys(list ?? {});

/** Per screen id, what `pick` takes from its page registry; screens whose registry lacks the part are left out. */
function perScreen<T>(pick: (r: PageRegistry) => T | undefined): Record<string, T> {
  return Object.fromEntries(
    pageRegistries.flatMap((r) => {
      const value = pick(r);
      return value === undefined ? [] : [[r.screen, value]];
    }),
  );
}

/**
 * The registries documents name ids of, read from plain data only (no app/, no React, so the server's start runs the same
 * checks as `npm run check`): the engine's widget ids (the Blueprint theme's widget map `satisfies` them) with rjsf's
 * type-dependent short names ('select'), the engine's JSON-Logic operations, and from the page registries
 * (schemas/registries/, by which the pages' handler maps and loaders are typed) the option sources, the actions each page
 * handles, the ids it reads, the search parameters filter fields may be and the sidebar tabs it has contents for.
 */
export function portalRegistries(): LintRegistries {
  return {
    widget: (name, schema) => rendersWidget(name, schema),
    widgetNames: widgetHintNames(),
    optionSources: [...new Set(pageRegistries.flatMap((r) => [...ids(r.optionSources), ...ids(r.searchSources)]))],
    isOperation: isKnownOperation,
    actions: perScreen((r) => (r.actions ? [...ids(r.actions), ...ids(r.toolbarItems)] : undefined)),
    reads: perScreen((r) => [
      ...new Set([
        ...ids(r.actions),
        ...ids(r.toolbarItems),
        ...ids(r.checks),
        ...ids(r.confirms),
        ...ids(r.tabContents),
      ]),
    ]),
    searchParams: perScreen((r) => (r.searchParams ? ids(r.searchParams.params) : undefined)),
    tabContents: perScreen((r) =>
      r.tabContents
        ? Object.fromEntries(Object.entries(r.tabContents).map(([node, tabs]) => [node, ids(tabs)]))
        : undefined,
    ),
    // The view documents' actions and read texts (schemas/registries/views.json).
    views: Object.fromEntries(
      Object.entries(viewRegistry).map(([name, v]) => [
        name,
        { actions: ids(v.actions), ...('reads' in v ? { reads: ids(v.reads as Record<string, string>) } : {}) },
      ]),
    ),
  };
}

/**
 * The option sources the capture page's loader serves (`options.source` of a document), as plain data: the server's
 * start and `npm run check` check documents against them without loading the page. The loader's maps are typed by these
 * lists (optionSources.ts), so a source added there without its id (or the reverse) fails to compile.
 */

/** Reference lists loaded whole. */
export const loadedOptionSourceIds = ['frankaturen', 'verkehrsarten', 'terminkennzeichen', 'waehrungen', 'zustellkennzeichen',
  'anlieferkennzeichen', 'sperrigkeiten', 'metrokennungen', 'verpackungen', 'lademittel', 'eigentuemer', 'mandanten'] as const;

/** Sources searched on the server as the user types. */
export const searchedOptionSourceIds = ['gefahrgut', 'adressen'] as const;

/** One of {@link loadedOptionSourceIds}. */
export type LoadedOptionSourceId = (typeof loadedOptionSourceIds)[number];

/** One of {@link searchedOptionSourceIds}. */
export type SearchedOptionSourceId = (typeof searchedOptionSourceIds)[number];

/** Every option source the capture page serves: a document naming another one is refused. */
export const optionSourceIds: string[] = [...loadedOptionSourceIds, ...searchedOptionSourceIds];

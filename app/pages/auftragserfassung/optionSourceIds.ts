import { captureRegistry } from '../../../schemas/registries';

/**
 * The option sources the capture page's loader serves (`options.source` of a document), declared in its registry
 * (schemas/registries/auftragserfassung.registry.json). The loader's maps are typed by these ids (optionSources.ts), so a
 * source added there without its id (or the reverse) fails to compile.
 */

/** One reference list loaded whole. */
export type LoadedOptionSourceId = keyof typeof captureRegistry.optionSources;

/** One source searched on the server as the user types. */
export type SearchedOptionSourceId = keyof typeof captureRegistry.searchSources;

/** Every option source the capture page serves: a document naming another one is refused. */
export const optionSourceIds: string[] = [
  ...Object.keys(captureRegistry.optionSources),
  ...Object.keys(captureRegistry.searchSources),
];

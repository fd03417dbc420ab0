import { defaultEngineTexts } from './engineTexts';
import { defaultExplainTexts } from './explainTexts';

/** A catalogue's shape with every text a string (the defaults are literal types). */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** A catalogue's shape with every text optional: what an override names. */
type Overrides<T> = { [K in keyof T]?: T[K] extends string ? string : Overrides<T[K]> };

/** The texts of the engine's own controls (buttons, pager, widgets, the failing-screen panel). */
export type EngineTexts = Strings<typeof defaultEngineTexts>;
/** The texts of explain ('Warum?') and `npm run explain`. */
export type ExplainTexts = Strings<typeof defaultExplainTexts>;
/** A key of {@link EngineTexts}. */
export type EngineTextKey = keyof EngineTexts;

/** The texts an app replaces, by catalogue; every text it leaves out keeps the engine's German default. */
export interface TextOverrides {
  engine?: Overrides<EngineTexts>;
  explain?: Overrides<ExplainTexts>;
}

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Writes `overrides` into `target`, nested groups (explain's kinds, limits, …) key by key. */
function merge(target: Record<string, unknown>, overrides: Record<string, unknown> | undefined): void {
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (value && typeof value === 'object' && typeof target[key] === 'object')
      merge(target[key] as Record<string, unknown>, value as Record<string, unknown>);
    else if (typeof value === 'string') target[key] = value;
  }
}

/**
 * The engine's texts in use: the defaults until an app installs its overrides. Components and explain read them when
 * they render or describe, so an installed text reaches everything shown afterwards.
 */
export const engineTexts: EngineTexts = copy(defaultEngineTexts);
/** Explain's texts in use (see {@link engineTexts}). */
export const explainTexts: ExplainTexts = copy(defaultExplainTexts);

/**
 * Makes `overrides` the engine's texts over its German defaults (as rjsf's `translateString` replaces rjsf's): each call
 * starts from the defaults, so installing again replaces the earlier overrides instead of adding to them.
 */
export function installTexts(overrides: TextOverrides = {}): void {
  merge(engineTexts as unknown as Record<string, unknown>, copy(defaultEngineTexts));
  merge(explainTexts as unknown as Record<string, unknown>, copy(defaultExplainTexts));
  merge(engineTexts as unknown as Record<string, unknown>, overrides.engine as Record<string, unknown>);
  merge(explainTexts as unknown as Record<string, unknown>, overrides.explain as Record<string, unknown>);
}

/** The engine text `key` in use with its `{name}` placeholders filled: the engine's translateString. */
export function engineText(key: EngineTextKey, values: Record<string, string> = {}): string {
  return engineTexts[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

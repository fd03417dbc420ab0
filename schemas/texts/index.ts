import type { TextOverrides } from '../../engine/core';
import catalogue from './texts.json';

/** A key of the catalogue's texts: TypeScript refuses any other in `t(key)`. */
export type TextKey = keyof typeof catalogue.texts;

/** The portal's text catalogue document. */
export interface TextCatalogue extends TextOverrides {
  texts: Record<TextKey, string>;
  /** How long a notice stays (ms): `infoMs` unless it says otherwise, `successMs` for a saved, sent or imported record. */
  notifications: { infoMs: number; successMs: number };
}

/** The catalogue as the files hold it (unit tests, scripts); the browser loads the served one. */
export const textCatalogue = catalogue as TextCatalogue;

/** Path of the catalogue, as readDocuments and the linter name files. */
export const TEXTS_FILE = 'schemas/texts/texts.json';

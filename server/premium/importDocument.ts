import {
  applyVariants,
  fillText,
  type RuleContext,
  type ScreenDocument,
  type SheetImportSettings,
} from '../../engine/core';
import { documents } from '../documents';

/** The premium import's screen document: sheet layout, row rules and texts, the same the browser's preview reads. */
export const PREMIUM_SCREEN = 'premiumimport';

/** The document with its overlays for this session and configuration, and its sheet settings. */
export function premiumDocument(context: RuleContext): { doc: ScreenDocument; settings: SheetImportSettings } {
  const doc = applyVariants(documents().screen(PREMIUM_SCREEN), documents().overlays, {
    ...context,
    data: {},
  }).document;
  return { doc, settings: doc.settings!.sheetImport! };
}

/** A message of the document with its values ({1}, {2}). */
export function premiumText(doc: ScreenDocument, id: string, values: Record<string, string> = {}): string {
  return fillText(String(doc.messages?.[id] ?? id), values);
}

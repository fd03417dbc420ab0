import type { RuleContext, ScreenDocument } from '../screen/types';
import { validateScreen } from '../validation/validateScreen';

/**
 * What is wrong with one imported row, as the document's schema and checks word it, each finding under its field's title
 * ('PLZ bis: PLZ bis darf nicht vor PLZ von liegen.'); empty when the row is fine. Browser preview and server use it alike.
 */
export function rowFindings(doc: ScreenDocument, context: RuleContext, data: Record<string, unknown>): string {
  const seen = new Set<string>();
  const titles = doc.dataSchema.properties as Record<string, { title?: string }>;
  return validateScreen(doc, { ...context, data })
    .filter((m) => !seen.has(m.field) && seen.add(m.field))
    .map((m) => `${titles[m.field]?.title ?? m.field}: ${m.message}`)
    .join('; ');
}

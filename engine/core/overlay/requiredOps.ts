import type { JsonSchema, ScreenDocument } from '../screen/types';
import { overlayFail, type OverlaySource } from './overlayError';

/**
 * Adds (`on`) or removes one entry of a `required` list of the data schema, addressed by the JSON pointer of the field
 * in the data (`/empfaenger/referenz` → `empfaenger`'s required gets `referenz`; an array's items as `*`, e.g.
 * `/auftragspositionen/*\/laengeCM`). The other entries stay: unlike a merge patch, the list is never replaced.
 */
export function editRequired(
  doc: ScreenDocument,
  pointer: string,
  on: boolean,
  overlay: OverlaySource,
): ScreenDocument {
  const keyword = on ? 'requiredAdd' : 'requiredRemove';
  if (!pointer.startsWith('/') || pointer.length < 2)
    overlayFail(overlay, `${keyword}: '${pointer}' ist kein JSON-Pointer eines Felds (z. B. '/empfaenger/referenz').`);
  const keys = pointer
    .slice(1)
    .split('/')
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  const missing = () =>
    overlayFail(overlay, `${keyword}: Feld '${pointer}' gibt es im Datenschema der Maske '${doc.id}' nicht.`);
  const update = (schema: JsonSchema | undefined, rest: string[]): JsonSchema => {
    if (!schema) return missing();
    const [key, ...more] = rest;
    if (more.length === 0) {
      if (!schema.properties?.[key]) return missing();
      const required = schema.required ?? [];
      if (!on && !required.includes(key))
        overlayFail(
          overlay,
          `requiredRemove: '${pointer}' ist kein Pflichtfeld (steht nicht in required), nichts zu entfernen.`,
        );
      return {
        ...schema,
        required: on ? (required.includes(key) ? required : [...required, key]) : required.filter((k) => k !== key),
      };
    }
    if (key === '*' && schema.items) return { ...schema, items: update(schema.items as JsonSchema, more) };
    return { ...schema, properties: { ...schema.properties, [key]: update(schema.properties?.[key], more) } };
  };
  return { ...doc, dataSchema: update(doc.dataSchema, keys) };
}

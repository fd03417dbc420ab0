import { applyOverlay, type VariantOverlay } from '../overlay/applyVariants';
import { entryIds } from '../overlay/editNodes';
import { OverlayError } from '../overlay/overlayError';
import type { JsonSchema, ScreenDocument } from '../screen/types';
import { hint } from './suggest';

type Out = { pointer: string; message: string };
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

// The entry an overlay error is about, so the finding stands at its line: the error names the entry's keyword and value.
function failingEntry(overlay: VariantOverlay, message: string): string {
  for (const keyword of ['requiredAdd', 'requiredRemove', 'remove'] as const) {
    const i = (overlay[keyword] ?? []).findIndex((v) => message.includes(`'${v}'`));
    if (i >= 0 && message.includes(keyword === 'remove' ? '' : keyword)) return `/${keyword}/${i}`;
  }
  const i = (overlay.insert ?? []).findIndex((entry) =>
    Object.values(entry).some((v) => typeof v === 'string' && message.includes(`'${v}'`)),
  );
  return i >= 0 ? `/insert/${i}` : '';
}

/**
 * What a merge patch silently breaks: a `required` list replaces the base's whole list (entries dropped), and a key
 * under `properties` the base does not have creates a new, untyped property (usually a misspelled field name).
 */
function patchProblems(base: unknown, patch: unknown, pointer: string, inSchema: boolean): Out[] {
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) return [];
  const target = (base && typeof base === 'object' ? base : {}) as Record<string, unknown>;
  return Object.entries(patch as Record<string, unknown>).flatMap(([key, value]) => {
    const at = `${pointer}/${escape(key)}`;
    if (inSchema && key === 'required' && Array.isArray(value) && Array.isArray(target.required)) {
      const dropped = (target.required as string[]).filter((f) => !value.includes(f));
      return dropped.length
        ? [
            {
              pointer: at,
              message: `'required' ersetzt die ganze Liste der Grundmaske: ${dropped.map((f) => `'${f}'`).join(', ')} wären nicht mehr Pflicht – alle Einträge der Grundmaske mit aufführen`,
            },
          ]
        : [];
    }
    if (inSchema && key === 'properties' && value && typeof value === 'object') {
      const known = Object.keys((target.properties ?? {}) as object);
      return Object.entries(value as Record<string, unknown>).flatMap(([name, sub]) => {
        const subAt = `${at}/${escape(name)}`;
        if (known.includes(name) || sub === null)
          return patchProblems((target.properties as Record<string, unknown>)?.[name], sub, subAt, true);
        if (sub && typeof sub === 'object' && 'type' in sub) return [];
        return [
          {
            pointer: subAt,
            message: `Eigenschaft '${name}' gibt es in der Grundmaske nicht (das Patch legte sie ohne Typ neu an)${hint(name, known)}`,
          },
        ];
      });
    }
    return patchProblems(target[key], value, at, inSchema || key === 'dataSchema');
  });
}

/**
 * Checks an overlay against its base screen before merging: the patch is an object, named layout nodes exist, no
 * required list loses entries, no property is created by a typo. Returns the merged screen for the full checks.
 */
export function lintScreenOverlay(
  base: ScreenDocument,
  overlay: VariantOverlay,
  basePath = `Maske '${base.id}'`,
): { problems: Out[]; resolved?: ScreenDocument } {
  const problems: Out[] = [];
  if (
    overlay.patch !== undefined &&
    (typeof overlay.patch !== 'object' || overlay.patch === null || Array.isArray(overlay.patch))
  ) {
    return { problems: [{ pointer: '/patch', message: `'patch' muss ein Objekt sein (JSON Merge Patch)` }] };
  }
  // Every id an overlay may address: layout nodes, table columns (table.field) and /computed, /checks, /actions entries.
  const ids = entryIds(base);
  for (const id of Object.keys(overlay.nodes ?? {})) {
    if (!ids.includes(id))
      problems.push({
        pointer: `/nodes/${escape(id)}`,
        message: `Knoten '${id}' fehlt in Maske '${base.id}'${hint(id, ids)}`,
      });
  }
  problems.push(...patchProblems(base, overlay.patch, '/patch', false));
  if (problems.length) return { problems };
  try {
    return { problems, resolved: applyOverlay(base, overlay) };
  } catch (error) {
    // insert/remove/requiredAdd/requiredRemove name what is missing in their own message.
    if (error instanceof OverlayError)
      return { problems: [{ pointer: failingEntry(overlay, error.message), message: error.message }] };
    // The engine's own error text is English and names no place: configuration staff get what to compare instead.
    return {
      problems: [
        {
          pointer: '',
          message: `Overlay lässt sich nicht auf ${basePath} anwenden: nodes, insert oder remove treffen auf einen Eintrag anderer Form – die Angaben mit der Grundmaske vergleichen`,
        },
      ],
    };
  }
}

/** Column value rules and the column set of a column document (or a column document with an overlay). */
export function lintColumns(doc: { columns?: Record<string, unknown>; order?: unknown }, pointer = ''): Out[] {
  const columns = doc.columns ?? {};
  const order = Array.isArray(doc.order) ? (doc.order as string[]) : [];
  return order.flatMap((id, i) =>
    columns[id]
      ? []
      : [
          {
            pointer: `${pointer}/order/${i}`,
            message: `Spalte '${id}' fehlt in columns${hint(id, Object.keys(columns))}`,
          },
        ],
  );
}

export type { JsonSchema };

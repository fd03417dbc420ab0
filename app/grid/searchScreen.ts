import { isColumnOverlay } from '../../engine/core';
import type { ColumnDocument, LayoutNode, ScreenDocument } from '../../engine/core';
import { variantOverlays } from '../documents';

/** The overlays of screen documents (a search screen shares its id with its column document, whose overlays are not for the form). */
export const screenOverlays = variantOverlays.filter((o) => !isColumnOverlay(o));

/** Field names of a search screen that go to the search call: the data schema's properties (ruleData is for rules only). */
export function searchFields(screen: ScreenDocument): string[] {
  return Object.keys(screen.dataSchema.properties ?? {});
}

/**
 * The query of a search call from a search screen's data, generically: each field whose value is set goes under its own
 * name (a field's name is the search call's parameter; `npm run check` refuses a field the call does not know).
 */
export function searchQuery(screen: ScreenDocument, data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    searchFields(screen).flatMap((name) => {
      const value = data[name];
      return value === undefined || value === null || value === '' ? [] : [[name, value]];
    }),
  );
}

const withPlaceholder = (nodes: LayoutNode[], placeholder: string): LayoutNode[] =>
  nodes.map((node) => {
    if (node.type === 'field') return node.widget === 'search' && !node.placeholder ? { ...node, placeholder } : node;
    if (node.type === 'row' || node.type === 'panel')
      return { ...node, children: withPlaceholder(node.children, placeholder) };
    return node;
  });

/**
 * A search screen whose search field (`widget: search` without a placeholder of its own) shows the resolved column
 * document's `searchPlaceholder`, which the variants change together with the columns.
 */
export function searchScreen(screen: ScreenDocument, columns: ColumnDocument): ScreenDocument {
  return columns.searchPlaceholder
    ? { ...screen, layout: withPlaceholder(screen.layout, columns.searchPlaceholder) }
    : screen;
}

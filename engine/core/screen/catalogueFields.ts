import type { FieldNode, JsonSchema, LayoutNode, PanelNode, ScreenDocument } from './types';

/** One switch of a switch catalogue (the portal's is schemas/config/client-switches.json). */
export interface CatalogueSwitch {
  type: 'flag' | 'text' | 'number';
  label?: string;
  group?: string;
  default: string;
  values?: string[];
  description: string;
}

/** A catalogue of typed switches, grouped by topic; every value is a string (orders.md §9: 'true'/'false'). */
export interface SwitchCatalogue {
  groups?: { id: string; title: string }[];
  switches: Record<string, CatalogueSwitch>;
}

type Data = Record<string, unknown>;

// A flag is a Ja/Nein toggle, a switch with values a choice list, a number digits, the rest one line of text.
function fieldSchema(s: CatalogueSwitch): JsonSchema {
  const title = s.label ?? s.description;
  if (s.type === 'flag') return { type: 'boolean', title };
  if (s.values) return { type: 'string', title, enum: s.values };
  if (s.type === 'number') return { type: 'string', title, pattern: '^[0-9]*$', maxLength: 9 };
  return { type: 'string', title, maxLength: 4000 };
}

function fieldNode(key: string, s: CatalogueSwitch): FieldNode {
  const help = s.label ? s.description : undefined;
  const base = { type: 'field', field: key, ...(help ? { help } : {}) } as const;
  if (s.type === 'flag') return { ...base, widget: 'toggle', span: 3 };
  if (s.values || s.type === 'number') return { ...base, span: 3 };
  return { ...base, span: 6 };
}

/**
 * The screen with one panel per topic of the catalogue appended to its layout, each holding the topic's switches in
 * catalogue order (label, help text, type), and their data schema merged under the document's own (which may add rules'
 * types). A switch without a known topic goes under the last topic. The document names the catalogue in `fieldsFrom`.
 */
export function withCatalogueFields(document: ScreenDocument, catalogue: SwitchCatalogue): ScreenDocument {
  const groups = catalogue.groups?.length ? catalogue.groups : [{ id: 'schalter', title: 'Schalter' }];
  const known = new Set(groups.map((g) => g.id));
  const last = groups[groups.length - 1].id;
  const byGroup = new Map<string, [string, CatalogueSwitch][]>(groups.map((g) => [g.id, []]));
  for (const entry of Object.entries(catalogue.switches))
    byGroup.get(entry[1].group && known.has(entry[1].group) ? entry[1].group : last)!.push(entry);
  const panels: PanelNode[] = groups
    .filter((g) => byGroup.get(g.id)!.length)
    .map((g) => ({
      type: 'panel',
      id: `thema-${g.id}`,
      title: g.title,
      children: [
        { type: 'row', id: `thema-${g.id}-felder`, children: byGroup.get(g.id)!.map(([k, s]) => fieldNode(k, s)) },
      ],
    }));
  const own = (document.dataSchema.properties ?? {}) as Record<string, JsonSchema>;
  const properties = Object.fromEntries(
    Object.entries(catalogue.switches).map(([k, s]) => [k, { ...fieldSchema(s), ...own[k] }]),
  );
  return {
    ...document,
    dataSchema: { ...document.dataSchema, properties: { ...own, ...properties } },
    layout: [...document.layout, ...(panels as LayoutNode[])],
  };
}

/**
 * The form's data from configuration values (strings): flags become true/false; a value a choice list does not know
 * shows the switch's default (account-admin.md §2: "when unknown the default is a placeholder client value").
 */
export function catalogueFormData(catalogue: SwitchCatalogue, values: Readonly<Record<string, string>>): Data {
  return Object.fromEntries(
    Object.entries(catalogue.switches).map(([k, s]) => {
      const value = values[k] ?? s.default;
      if (s.type === 'flag') return [k, value === 'true'];
      if (s.values && !s.values.includes(value)) return [k, s.default];
      return [k, value];
    }),
  );
}

/** The configuration values (always strings, flags 'true'/'false') of the form's data. */
export function catalogueValues(catalogue: SwitchCatalogue, data: Data): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue.switches).map(([k, s]) => {
      const value = data[k];
      if (s.type === 'flag') return [k, value === true ? 'true' : 'false'];
      return [k, value === undefined || value === null ? '' : String(value)];
    }),
  );
}

import type { CatalogueFields, FieldNode, JsonSchema, LayoutNode, PanelNode, ScreenDocument } from './types';

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
type FieldType = keyof CatalogueFields['types'];

// A flag is a Ja/Nein value, a switch with values a choice list, a number digits as text, the rest text.
const fieldType = (s: CatalogueSwitch): FieldType => (s.type === 'flag' ? 'flag' : s.values ? 'choice' : s.type);

function fieldSchema(s: CatalogueSwitch, types: CatalogueFields['types']): JsonSchema {
  const title = s.label ?? s.description;
  const base: JsonSchema =
    s.type === 'flag' ? { type: 'boolean', title } : { type: 'string', title, ...(s.values ? { enum: s.values } : {}) };
  return { ...base, ...types[fieldType(s)].schema };
}

function fieldNode(key: string, s: CatalogueSwitch, types: CatalogueFields['types']): FieldNode {
  const { widget, span } = types[fieldType(s)];
  return {
    type: 'field',
    field: key,
    ...(s.label ? { help: s.description } : {}),
    ...(widget ? { widget } : {}),
    ...(span ? { span } : {}),
  };
}

/**
 * The screen with one panel per topic of the catalogue appended to its layout, each holding the topic's switches in
 * catalogue order (label, help text, type; widget, columns and limits per type from the document's `fieldsFrom`), their
 * data schema merged under the document's own (which may add types for its checks). A switch without a known topic goes
 * under the last topic. A document without `fieldsFrom` is returned as it is.
 */
export function withCatalogueFields(document: ScreenDocument, catalogue: SwitchCatalogue): ScreenDocument {
  const types = document.fieldsFrom?.types;
  if (!types) return document;
  const groups = catalogue.groups?.length ? catalogue.groups : [{ id: 'schalter', title: '' }];
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
        {
          type: 'row',
          id: `thema-${g.id}-felder`,
          children: byGroup.get(g.id)!.map(([k, s]) => fieldNode(k, s, types)),
        },
      ],
    }));
  const own = (document.dataSchema.properties ?? {}) as Record<string, JsonSchema>;
  const properties = Object.fromEntries(
    Object.entries(catalogue.switches).map(([k, s]) => [k, { ...fieldSchema(s, types), ...own[k] }]),
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

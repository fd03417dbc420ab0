import { fieldNodes } from '../../core';
import type { JsonSchema, ScreenDocument } from '../../core';

type Data = Record<string, unknown>;

/** What rjsf gets of a screen: the root properties it renders, and their data. */
export interface RjsfView {
  schema: JsonSchema;
  /** The data of those properties only. */
  pick: (data: Data | undefined) => Data;
}

/**
 * rjsf renders only the layout's root fields ('referenz'); tables and nested paths ('absender.name') are drawn by the layout
 * from the store. Handing rjsf the whole data schema and data made it compute defaults and match choices over every table
 * row at mount (getDefaultFormState over 50 positions); it gets just the properties it draws.
 */
export function rjsfView(doc: ScreenDocument): RjsfView {
  const all = doc.dataSchema.properties ?? {};
  const names = [
    ...new Set(
      fieldNodes(doc.layout)
        .map((n) => n.field)
        .filter((f) => !f.includes('.') && f in all),
    ),
  ];
  const required = (doc.dataSchema.required ?? []).filter((r) => names.includes(r));
  const schema: JsonSchema = {
    ...doc.dataSchema,
    properties: Object.fromEntries(names.map((n) => [n, all[n]])),
    required,
  };
  return {
    schema,
    pick: (data) => Object.fromEntries(names.filter((n) => data && n in data).map((n) => [n, data![n]])),
  };
}

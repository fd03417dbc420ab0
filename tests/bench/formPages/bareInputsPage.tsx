import { memo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import type { JsonSchema } from '../../../engine/core';
import { benchData, benchDocument } from './benchDocument';
import { probeIds } from './measure';
import auftrag from 'bench-auftrag';

// The floor: one plain controlled React input per field of the same schema and data, each holding its own state; no
// library, no rules, no validation. Ids as rjsf gives them, so the same fields are typed into.
const doc = benchDocument(auftrag);
const { data, ids } = benchData(doc);
probeIds(ids);

type Leaf = { id: string; label: string; schema: JsonSchema; value: unknown };

/** Every leaf field of the schema with its value; arrays give one set per data row. */
function leaves(schema: JsonSchema, value: unknown, id: string, out: Leaf[]): Leaf[] {
  if (schema.type === 'object' && schema.properties) {
    for (const [name, p] of Object.entries(schema.properties))
      leaves(p, (value as Record<string, unknown> | undefined)?.[name], `${id}_${name}`, out);
  } else if (schema.type === 'array') {
    (Array.isArray(value) ? value : []).forEach((row, i) =>
      leaves((schema.items ?? {}) as JsonSchema, row, `${id}_${i}`, out),
    );
  } else out.push({ id, label: String(schema.title ?? id), schema, value });
  return out;
}

const Field = memo(function Field({ leaf }: { leaf: Leaf }) {
  const [value, setValue] = useState(leaf.value);
  const choices =
    (leaf.schema.oneOf as { const: unknown; title?: string }[] | undefined) ??
    (leaf.schema.enum as unknown[] | undefined)?.map((c) => ({ const: c, title: String(c) }));
  return (
    <label style={{ display: 'block' }}>
      {leaf.label}{' '}
      {leaf.schema.type === 'boolean' ? (
        <input id={leaf.id} type="checkbox" checked={Boolean(value)} onChange={(e) => setValue(e.target.checked)} />
      ) : choices ? (
        <select id={leaf.id} value={String(value ?? '')} onChange={(e) => setValue(e.target.value)}>
          {choices.map((c) => (
            <option key={String(c.const)} value={String(c.const)}>
              {c.title ?? String(c.const)}
            </option>
          ))}
        </select>
      ) : (
        <input id={leaf.id} value={String(value ?? '')} onChange={(e) => setValue(e.target.value)} />
      )}
    </label>
  );
});

const fields = leaves(doc.dataSchema as JsonSchema, data, 'root', []);
createRoot(document.getElementById('root')!).render(
  <form>
    {fields.map((leaf) => (
      <Field key={leaf.id} leaf={leaf} />
    ))}
  </form>,
);

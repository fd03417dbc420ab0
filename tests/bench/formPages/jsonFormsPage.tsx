import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import type { JsonSchema7 } from '@jsonforms/core';
import { benchData, benchDocument } from './benchDocument';
import { installProbe, whenPainted } from './measure';
import auftrag from 'bench-auftrag';

// The same data schema and data in JSON Forms with its vanilla renderers and generated UI schema: the second peer.
const doc = benchDocument(auftrag);
const { data, table, topField, rowField } = benchData(doc);
installProbe();
// JSON Forms names inputs by schema path, not by data path: the targets are found by their place in the DOM.
const inputOf = (path: string) =>
  document.querySelector(`[id^="#/properties/${path}"] input, input[id^="#/properties/${path}"]`);
whenPainted({
  top: () => inputOf(topField),
  row40: () => {
    const cells = document.querySelectorAll(
      `[id^="#/properties/${table.field}"] input[id*="/properties/${rowField}"], [id*="/properties/${rowField}"] input`,
    );
    return cells.length >= 40 ? cells[39] : null;
  },
});

function Page() {
  const [value, setValue] = useState<unknown>(data);
  return (
    <JsonForms
      schema={doc.dataSchema as JsonSchema7}
      data={value}
      renderers={vanillaRenderers}
      cells={vanillaCells}
      onChange={({ data: next }) => setValue(next)}
    />
  );
}
createRoot(document.getElementById('root')!).render(<Page />);

import { createRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { benchData, benchDocument } from './benchDocument';
import { probeIds } from './measure';
import auftrag from 'bench-auftrag';

// The same data schema and data in rjsf's own Form: the baseline a screen document would get without the engine.
const doc = benchDocument(auftrag);
const { data, ids } = benchData(doc);
probeIds(ids);
createRoot(document.getElementById('root')!).render(
  <Form schema={doc.dataSchema as RJSFSchema} formData={data} validator={validator} liveValidate={false} />,
);

import { createRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import { ScreenForm } from '../../../engine/react';
import { benchData, benchDocument } from './benchDocument';
import { probeIds } from './measure';
import auftrag from 'bench-auftrag';

const doc = benchDocument(auftrag);
const { data, ids } = benchData(doc);
probeIds(ids);
// A user with the edit right: without it the capture document is read-only and the keystrokes would change nothing.
const context = { session: { loggedIn: true, edit: true } };
createRoot(document.getElementById('root')!).render(
  <ScreenForm document={doc} formData={data} context={context} onSubmit={() => undefined} />,
);

import { createRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import { ScreenForm } from '../../../engine/react';
import { benchData, benchDocument } from './benchDocument';
import { installProbe } from './measure';
import auftrag from 'bench-auftrag';

const doc = benchDocument(auftrag);
const { data, targetId } = benchData(doc);
installProbe();
(window as unknown as { __target: string }).__target = targetId;
// A user with the edit right: without it the capture document is read-only and the keystrokes would change nothing.
const context = { session: { loggedIn: true, edit: true } };
createRoot(document.getElementById('root')!).render(<ScreenForm document={doc} formData={data} context={context} onSubmit={() => undefined} />);

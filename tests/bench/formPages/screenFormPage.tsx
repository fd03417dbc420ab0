import { createRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import { installProfile, type EngineProfile } from '../../../engine/core';
import { ScreenForm } from '../../../engine/react';
import profile from '../../../schemas/profile/profile.json';
import { benchData, benchDocument } from './benchDocument';
import { probeIds } from './measure';
import auftrag from 'bench-auftrag';

// The portal's profile as the app installs it: the capture document's formulas (cbm, lademeter …) come from it.
installProfile(profile as unknown as EngineProfile);
const doc = benchDocument(auftrag);
const { data, ids } = benchData(doc);
probeIds(ids);
// A user with the edit right: without it the capture document is read-only and the keystrokes would change nothing.
const context = { session: { loggedIn: true, edit: true } };
createRoot(document.getElementById('root')!).render(
  <ScreenForm document={doc} formData={data} context={context} onSubmit={() => undefined} />,
);

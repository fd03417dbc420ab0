import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Button, Callout, FormGroup, HTMLSelect, InputGroup, Spinner } from '@blueprintjs/core';
import { withCatalogueFields, type SwitchCatalogue } from '../../../../engine/core';
import { api, toNotifications, unwrap } from '../../../api';
import { DOCUMENT_NAMES, columnDocument, screenDocument, variantOverlays, type DocumentName } from '../../../documents';
import { useNotifier } from '../../../notifications';
import { screenTexts } from '../../../texts';
import { editedOverlay, otherOverlays } from './editedOverlay';
import { usePreviewSubjects } from './previewSubjects';
import { useWerkbankFile } from './useWerkbankFile';
import { WerkbankDiff } from './WerkbankDiff';
import { WerkbankFindings } from './WerkbankFindings';
import { WerkbankPreview } from './WerkbankPreview';

// The code editor is a chunk of its own: only the workbench loads CodeMirror.
const JsonEditor = lazy(() => import('./JsonEditor').then((m) => ({ default: m.JsonEditor })));

const text = screenTexts('coco.screen');
const CATALOGUE = 'client-switches';
const NEW = '';
const SCREENS = DOCUMENT_NAMES.filter((n) => n.endsWith('.screen')).map((n) => n.slice(0, -'.screen'.length));
const known = (name: string) => (DOCUMENT_NAMES as readonly string[]).includes(name);

type Listed = { name: string; kind: string; screen?: string };

/**
 * The variant workbench (a tab of the configurator, admins on development hosts): a screen's overlay file or the switch
 * catalogue in a code editor with the linter's findings at their lines, the screen previewed as a chosen demo user, what
 * the file changes per variant, and 'Speichern' / 'Rückgängig', after which the server serves the documents anew.
 */
export function WerkbankTab() {
  const { notify, success } = useNotifier();
  const [files, setFiles] = useState<Listed[]>([]);
  const [screen, setScreen] = useState('auftragserfassung');
  const [chosen, setChosen] = useState<string>(NEW);
  const [newName, setNewName] = useState('');
  const [as, setAs] = useState('C');
  const subjects = usePreviewSubjects();

  const listFiles = () =>
    api
      .GET('/api/werkbank/dateien')
      .then((r) => setFiles(unwrap(r)))
      .catch((error: unknown) => notify(toNotifications(error)));
  // Once on opening; saves and undos list again.
  useEffect(() => void listFiles(), []);

  const catalogue = screen === CATALOGUE;
  const ofScreen = files.filter((f) => f.kind === 'overlay' && f.screen === screen);
  const name = catalogue ? CATALOGUE : chosen || (/^[a-z][a-zA-Z0-9-]*$/.test(newName) ? newName : null);
  const path = catalogue ? 'schemas/config/client-switches.json' : `variants/${name ?? ''}.json`;
  const file = useWerkbankFile(name, screen);

  // The preview and the diff follow the text at React's pace, so typing in the editor never waits for a large screen.
  const shown = useDeferredValue(file.text);
  const edited = useMemo(() => (catalogue ? null : editedOverlay(shown, path)), [catalogue, shown, path]);
  const savedOverlay = useMemo(() => editedOverlay(file.saved, path), [file.saved, path]);
  const others = useMemo(
    () => otherOverlays(variantOverlays, path, [edited?.id, savedOverlay?.id]),
    [path, edited?.id, savedOverlay?.id],
  );
  const previewBase = useMemo(() => {
    if (catalogue) {
      try {
        return withCatalogueFields(screenDocument('coco.screen'), JSON.parse(shown) as SwitchCatalogue);
      } catch {
        return null;
      }
    }
    return known(`${screen}.screen`) ? screenDocument(`${screen}.screen` as DocumentName) : null;
  }, [catalogue, screen, shown]);
  const columns = !catalogue && known(`${screen}.columns`) ? columnDocument(`${screen}.columns` as DocumentName) : null;
  const previewOverlays = useMemo(() => (edited ? [...others, edited] : others), [others, edited]);

  const save = async () => {
    const answer = await file.save();
    if (!answer) return;
    if (answer.neuGeladen) success(text('wbTitel'), text('wbGespeichert', path));
    else
      notify([
        {
          id: 'werkbank.nichtNeuGeladen',
          severity: 'ERROR',
          header: text('wbTitel'),
          message: text('wbNichtNeuGeladen', path, answer.grund ?? ''),
        },
      ]);
    if (!chosen && !catalogue && name) setChosen(name);
    void listFiles();
  };
  const undo = async () => {
    const answer = await file.undo();
    if (!answer) return;
    success(text('wbTitel'), text('wbZurueck', path));
    // A new file undone is gone: the choice goes back to a new file of that name.
    if (answer.neu && chosen && name) {
      setNewName(name);
      setChosen(NEW);
    }
    void listFiles();
  };

  return (
    <div className="don-werkbank">
      <div className="don-werkbank-auswahl" role="group" aria-label={text('wbTitel')}>
        <FormGroup label={text('wbMaske')} labelFor="werkbank-maske" inline>
          <HTMLSelect
            id="werkbank-maske"
            value={screen}
            onChange={(e) => (setScreen(e.currentTarget.value), setChosen(NEW))}
          >
            {SCREENS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
            <option value={CATALOGUE}>{text('wbKatalog')}</option>
          </HTMLSelect>
        </FormGroup>
        {!catalogue && (
          <FormGroup label={text('wbDatei')} labelFor="werkbank-datei" inline>
            <HTMLSelect id="werkbank-datei" value={chosen} onChange={(e) => setChosen(e.currentTarget.value)}>
              <option value={NEW}>{text('wbNeueDatei')}</option>
              {ofScreen.map((f) => (
                <option key={f.name} value={f.name}>
                  {text('wbDateiName', f.name)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        )}
        {!catalogue && !chosen && (
          <FormGroup label={text('wbNeuName')} labelFor="werkbank-neu" inline>
            <InputGroup
              id="werkbank-neu"
              value={newName}
              onValueChange={setNewName}
              placeholder={text('wbNeuBeispiel', screen)}
            />
          </FormGroup>
        )}
        <Button
          intent="primary"
          text={text('wbSpeichern')}
          disabled={!name || file.busy || file.checking || file.findings.length > 0}
          onClick={() => void save()}
        />
        <Button
          text={text('wbRueckgaengig')}
          disabled={!name || file.busy || !file.canUndo}
          onClick={() => void undo()}
        />
      </div>
      {name ? (
        <div className="don-werkbank-arbeit">
          <div className="don-werkbank-links">
            <Suspense fallback={<Spinner />}>
              <JsonEditor
                key={name}
                text={file.text}
                label={text('wbEditor', path)}
                findings={file.findings.filter((f) => f.file === path)}
                onChange={file.setText}
              />
            </Suspense>
            <WerkbankFindings path={path} findings={file.findings} checking={file.checking} />
          </div>
          <WerkbankPreview
            base={previewBase}
            columns={columns}
            overlays={previewOverlays}
            subjects={subjects}
            chosen={as}
            onChoose={setAs}
          />
        </div>
      ) : (
        <Callout intent="primary">{text('wbNeuName')}</Callout>
      )}
      {!catalogue && (
        <WerkbankDiff screen={previewBase} columns={columns} others={others} edited={edited} subjects={subjects} />
      )}
    </div>
  );
}

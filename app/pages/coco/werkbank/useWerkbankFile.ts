import { useCallback, useEffect, useRef, useState } from 'react';
import { api, toNotifications, unwrap } from '../../../api';
import { useNotifier } from '../../../notifications';

/** A finding of the configuration linter as the server answers it. */
export interface WerkbankFinding {
  file: string;
  line: number;
  column?: number;
  pointer: string;
  message: string;
}

/** The file being edited: its saved text, the text in the editor, the findings of that text, and the actions. */
export interface WerkbankFile {
  saved: string;
  text: string;
  isNew: boolean;
  canUndo: boolean;
  findings: WerkbankFinding[];
  checking: boolean;
  busy: boolean;
  setText: (text: string) => void;
  save: () => Promise<{ neuGeladen: boolean; grund?: string } | null>;
  undo: () => Promise<{ neu: boolean } | null>;
}

// The linter runs on the server (the same as npm run check, about a second): asked once the typing pauses.
const PAUSE_MS = 400;

/** Loads a workbench file (GET /api/werkbank/dateien/{name}); a new overlay file starts as the server's skeleton for `screen`. */
export function useWerkbankFile(name: string | null, screen: string): WerkbankFile {
  const { notify } = useNotifier();
  const [saved, setSaved] = useState('');
  const [text, setTextNow] = useState('');
  const [isNew, setNew] = useState(false);
  const [canUndo, setCanUndo] = useState(false);
  const [findings, setFindings] = useState<WerkbankFinding[]>([]);
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const asked = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const check = useCallback(
    (value: string) => {
      if (!name) return;
      const mine = ++asked.current;
      setChecking(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        api
          .POST('/api/werkbank/dateien/{name}/pruefen', { params: { path: { name } }, body: { text: value } })
          .then((r) => {
            if (mine !== asked.current) return;
            setFindings(unwrap(r).findings);
            setChecking(false);
          })
          .catch((error: unknown) => notify(toNotifications(error)));
      }, PAUSE_MS);
    },
    [name, notify],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  const take = useCallback(
    (file: { text: string; neu: boolean; rueckgaengig: boolean }) => {
      const shown = file.text;
      // A new file's skeleton is not saved yet.
      setSaved(file.neu ? '' : file.text);
      setTextNow(shown);
      setNew(file.neu);
      setCanUndo(file.rueckgaengig);
      check(shown);
    },
    [check],
  );

  useEffect(() => {
    if (!name) return;
    let live = true;
    api
      .GET('/api/werkbank/dateien/{name}', { params: { path: { name }, query: { maske: screen } } })
      .then((r) => live && take(unwrap(r)))
      .catch((error: unknown) => notify(toNotifications(error)));
    return () => {
      live = false;
    };
  }, [name, screen, notify, take]);

  const setText = (value: string) => {
    setTextNow(value);
    check(value);
  };
  const run = async <T>(call: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    try {
      return await call();
    } catch (error) {
      notify(toNotifications(error));
      return null;
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(async () => {
      const answer = unwrap(
        await api.PUT('/api/werkbank/dateien/{name}', { params: { path: { name: name! } }, body: { text } }),
      );
      take(answer);
      return answer;
    });
  const undo = () =>
    run(async () => {
      const answer = unwrap(
        await api.POST('/api/werkbank/dateien/{name}/rueckgaengig', {
          params: { path: { name: name! }, query: { maske: screen } },
        }),
      );
      take(answer);
      return answer;
    });
  return { saved, text, isNew, canUndo, findings, checking, busy, setText, save, undo };
}

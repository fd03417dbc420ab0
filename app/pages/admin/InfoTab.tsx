import { Callout, ProgressBar } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ScreenForm } from '../../../engine/react';
import { api, toNotifications, unwrap } from '../../api';
import { screenDocument, variantOverlays } from '../../documents';
import { useNotifier } from '../../notifications';
import { useRuleContext } from '../../session';
import { screenTexts } from '../../texts';
import type { InfoActionId } from './documentIds';
import { infoOptionSources } from './infoOptionSources';
import { formatLogLine } from './logLines';

type Json = Record<string, unknown>;
const text = screenTexts('info.screen');
const levelName = (level: number) => {
  const key = `stufe${Math.min(60, Math.max(10, Math.round(level / 10) * 10))}` as 'stufe30';
  return text(key);
};

/**
 * Tab Info of /admin (info.screen.json, account-admin.md §2 Admin area 'Info'): the active sessions, the last lines of a
 * server log file in a read-only view (newest at the bottom, scrolled there), and the index update with its progress.
 */
export function InfoTab() {
  const screen = screenDocument('info.screen');
  const context = useRuleContext();
  const { notify, success } = useNotifier();
  // What the user chose: kept out of formData, so typing a row count does not start the form over.
  const choice = useRef<{ datei: string | null; zeilen: number }>({ datei: null, zeilen: 1000 });
  const [sitzungen, setSitzungen] = useState<number | null>(null);
  const [lines, setLines] = useState<string[] | null>(null);
  const [laedt, setLaedt] = useState(false);
  const [laeuft, setLaeuft] = useState(false);
  const request = useRef(0);
  const box = useRef<HTMLDivElement>(null);

  const load = useCallback(async () => {
    const mine = ++request.current;
    setLaedt(true);
    const { datei, zeilen } = choice.current;
    try {
      const [count, log] = await Promise.all([
        api.GET('/api/log/sessionCount').then(unwrap),
        api.GET('/api/log', { params: { query: { rows: zeilen, ...(datei ? { datei } : {}) } } }).then(unwrap),
      ]);
      if (mine !== request.current) return;
      setSitzungen(count);
      setLines(log);
    } catch (error) {
      notify(toNotifications(error));
    } finally {
      if (mine === request.current) setLaedt(false);
    }
  }, [notify]);
  useEffect(() => void load(), [load]);

  const log = useMemo(
    () =>
      lines === null ? '' : lines.length ? lines.map((l) => formatLogLine(l, levelName)).join('\n') : text('logLeer'),
    [lines],
  );
  // The newest lines are at the end: the view opens there, as `tail` does.
  useEffect(() => {
    const area = box.current?.querySelector('textarea');
    if (area) area.scrollTop = area.scrollHeight;
  }, [log]);

  const formData = useMemo<Json>(
    () => ({ sitzungen, datei: choice.current.datei, zeilen: choice.current.zeilen, log, laedt, laeuft }),
    [sitzungen, log, laedt, laeuft],
  );
  const onChange = useCallback(
    (data: Json) => {
      const datei = typeof data.datei === 'string' && data.datei ? data.datei : null;
      const zeilen = typeof data.zeilen === 'number' && data.zeilen >= 1 && data.zeilen <= 1000 ? data.zeilen : 1000;
      const other = datei !== choice.current.datei;
      choice.current = { datei, zeilen };
      // Another file is read at once; a new row count with 'Neu laden'.
      if (other) void load();
    },
    [load],
  );
  const updateIndex = async () => {
    setLaeuft(true);
    try {
      const { index } = unwrap(await api.POST('/api/admin/index/update'));
      success(text('indexTitel'), text('indexErfolg', index));
    } catch (error) {
      notify(toNotifications(error));
    } finally {
      setLaeuft(false);
    }
  };
  const actions: Record<InfoActionId, () => void> = {
    neuLaden: () => void load(),
    indexAktualisieren: () => void updateIndex(),
  };

  return (
    <div ref={box} className="don-info" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {laeuft && (
        <Callout icon="search-template" title={text('indexTitel')} role="status">
          <p>{text('indexLaeuft')}</p>
          <ProgressBar aria-label={text('indexTitel')} />
        </Callout>
      )}
      <ScreenForm
        document={screen}
        overlays={variantOverlays}
        context={context}
        formData={formData}
        optionSources={infoOptionSources}
        onChange={onChange}
        onSubmit={() => undefined}
        onAction={(id) => actions[id as InfoActionId]?.()}
      />
    </div>
  );
}

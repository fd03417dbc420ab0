import { Card, H3 } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DocumentView, ScreenForm } from '../../../engine/react';
import { toNotifications } from '../../api';
import { columnDocument, screenDocument, variantOverlays, viewDocument } from '../../documents';
import { useNotifier } from '../../notifications';
import { useRuleContext } from '../../session';
import { addDays, dispoRange, dispoRow, rowsOfDay, today, type DispoRow, type DispoTexts } from './dispoRows';
import {
  dispositionColumns,
  dispositionScreen,
  dispositionView,
  type DispositionActionId,
  type DispositionRead,
} from './documentIds';
import { loadDispo, type DispoData, type DispoLoader } from './loadDispo';
import { loadMapOutline, type MapOutline } from './mapOutline';

const CAPTURE = '/auftragsmanagement/auftragserfassung';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Props for stories and tests: the orders and the map's outline can be replaced. */
export interface DispositionPageProps {
  load?: DispoLoader;
  outline?: () => Promise<MapOutline>;
}

/**
 * /disposition (account-admin.md §2 Other: 'dispatch mock-ups (time line, transport orders, map)'), read-only on the
 * tenant's real orders: the filter document chooses the day and day or week, the view document shows the time line, the
 * map and the day's orders; choosing an order highlights it in all three, opening it leads to its capture screen.
 */
export function DispositionPage({ load = loadDispo, outline = loadMapOutline }: DispositionPageProps) {
  const navigate = useNavigate();
  const context = useRuleContext();
  const { notify } = useNotifier();
  const view = viewDocument(dispositionView);
  const screen = screenDocument(dispositionScreen);
  const texts = useMemo(() => {
    const text = (key: DispositionRead) => view.messages?.[key] ?? key;
    return { ganztaegig: text('ganztaegig'), zeitAb: text('zeitAb'), strecke: text('strecke') } satisfies DispoTexts;
  }, [view]);
  const [filter, setFilter] = useState(() => ({ tag: today(), ansicht: 'tag' }));
  // The form starts with the first filter; later days reach it through form.set (Zurück, Heute, Weiter).
  const [initial] = useState(() => ({ ...filter }));
  const [data, setData] = useState<DispoData | null>(null);
  const [map, setMap] = useState<MapOutline | null>(null);
  const [gewaehlt, setGewaehlt] = useState<number | null>(null);
  const range = dispoRange(filter.tag, filter.ansicht);

  useEffect(() => {
    let current = true;
    setData(null);
    load(range.von, range.bis).then(
      (d) => current && setData(d),
      (error: unknown) => current && (setData({ orders: [], places: [] }), notify(toNotifications(error))),
    );
    return () => {
      current = false;
    };
  }, [load, range.von, range.bis, notify]);
  useEffect(() => {
    outline().then(setMap, () => setMap(null));
  }, [outline]);

  const rows = useMemo(() => {
    const places = new Map((data?.places ?? []).map((p) => [p.id, p]));
    return (data?.orders ?? []).map((o) => dispoRow(o, places.get(o.id), texts));
  }, [data, texts]);
  const liste = useMemo(() => rowsOfDay(rows, filter.tag), [rows, filter.tag]);
  const shown = useMemo(() => {
    const chosen = rows.find((r) => r.id === gewaehlt);
    const missing = (r: DispoRow) => Number(r.abholBreite === null) + Number(r.zustellBreite === null);
    return {
      laedt: data === null,
      tag: filter.tag,
      von: range.von,
      tage: range.tage,
      woche: range.tage > 1,
      zeitleiste: rows,
      liste,
      anzahl: liste.length,
      gewaehlt: chosen ? chosen.id : null,
      gewaehltNr: chosen?.spedeigennr ?? '',
      gewaehltStrecke: chosen?.strecke ?? '',
      umriss: map?.umriss ?? null,
      rahmen: map?.rahmen ?? null,
      ohneOrt: liste.reduce((n, r) => n + missing(r), 0),
    };
  }, [data, rows, liste, filter.tag, range.von, range.tage, gewaehlt, map]);
  const columns = useMemo(() => {
    const doc = columnDocument(dispositionColumns);
    return { [doc.id]: doc };
  }, []);

  const onViewAction = useCallback(
    (id: string, item?: unknown) => {
      const order = typeof item === 'number' ? item : gewaehlt;
      if (id === 'waehlen' && typeof item === 'number') setGewaehlt(item);
      if (id === 'oeffnen' && order !== null) navigate(`${CAPTURE}/${order}`);
    },
    [gewaehlt, navigate],
  );
  const onChange = useCallback((d: Record<string, unknown>) => {
    const tag = typeof d.tag === 'string' && DAY.test(d.tag) ? d.tag : null;
    const ansicht = d.ansicht === 'woche' ? 'woche' : 'tag';
    setFilter((f) => (tag && (tag !== f.tag || ansicht !== f.ansicht) ? { tag, ansicht } : f));
  }, []);
  const steps: Record<DispositionActionId, (f: typeof filter) => string> = {
    zurueck: (f) => addDays(f.tag, f.ansicht === 'woche' ? -7 : -1),
    heute: () => today(),
    weiter: (f) => addDays(f.tag, f.ansicht === 'woche' ? 7 : 1),
  };
  return (
    <Card elevation={1} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <H3>{screen.title}</H3>
      <ScreenForm
        document={screen}
        overlays={variantOverlays}
        context={context}
        formData={initial}
        onChange={onChange}
        onSubmit={() => undefined}
        onAction={(id, _d, form) => {
          const tag = steps[id as DispositionActionId]?.(filter);
          if (!tag) return;
          form.set('tag', tag);
          setFilter((f) => ({ ...f, tag }));
        }}
      />
      <DocumentView document={view} data={shown} columns={columns} onAction={onViewAction} />
    </Card>
  );
}

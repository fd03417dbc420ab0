import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  createRequestQueue,
  gridColumns,
  layoutOf,
  mergeLayout,
  parseLayout,
  resolveColumnDocument,
} from '../../engine/core';
import type { ColumnDocument, GridColumn, RuleContext } from '../../engine/core';
import { useEngineProfile } from '../../engine/react';
import { variantOverlays } from '../documents';
import { api, toNotifications, unwrap } from '../api';
import { useNotifier } from '../notifications';

type SavedLayout = { configjson?: string | null };
// A saved layout read before its list mounted (prefetchColumnLayout), by table type; `settled` once it is there.
const early = new Map<string, { at: number; answer: Promise<SavedLayout>; settled?: SavedLayout }>();
/** A layout read longer ago belongs to another visit of the list. */
const FRESH_MS = 10_000;

function fetchLayout(tabellenTyp: string): Promise<SavedLayout> {
  return api.GET('/api/userAnsichten/{tabellenTyp}', { params: { path: { tabellenTyp } } }).then(unwrap);
}

/** Takes the layout read early for this table type, if it is fresh. */
function takeEarly(tabellenTyp: string) {
  const entry = early.get(tabellenTyp);
  early.delete(tabellenTyp);
  return entry && Date.now() - entry.at < FRESH_MS ? entry : undefined;
}

/** Starts reading the user's saved layout of a list before the list mounts (with its first page, as its route is entered). */
export function prefetchColumnLayout(base: ColumnDocument): void {
  const tabellenTyp = base.tabellenTyp ?? base.id;
  const entry: { at: number; answer: Promise<SavedLayout>; settled?: SavedLayout } = {
    at: Date.now(),
    answer: fetchLayout(tabellenTyp),
  };
  // Nobody may take it: its failure shows when the list reads the layout itself.
  entry.answer.then((layout) => (entry.settled = layout)).catch(() => undefined);
  early.set(tabellenTyp, entry);
}

/**
 * The grid's columns for the session's variant, merged with the user's saved layout (GET/POST
 * /api/userAnsichten, view id 1, table type from the column document); every change is saved.
 */
export function useColumnLayout(base: ColumnDocument, context: RuleContext) {
  const { notify } = useNotifier();
  const document = useMemo(() => resolveColumnDocument(base, variantOverlays, context).document, [base, context]);
  const widthRule = useEngineProfile().grid.columnWidth;
  const defaults = useMemo(() => gridColumns(document, widthRule), [document, widthRule]);
  const tabellenTyp = base.tabellenTyp ?? base.id;
  // A layout read before the list mounted and there already gives the first render the user's columns.
  const [columns, setColumns] = useState<GridColumn[]>(() => {
    const settled = early.get(tabellenTyp)?.settled;
    return settled ? mergeLayout(defaults, parseLayout(settled.configjson)) : defaults;
  });
  // Reload only when the column set really changes: a refreshed session gives an equal context as a new
  // object, and re-running then would throw away a layout change the user just made.
  const columnKey = JSON.stringify(defaults);
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;

  // Before the first paint: a layout read early and there by now is painted with the grid's first rows.
  useLayoutEffect(() => {
    const defaults = defaultsRef.current;
    let current = true;
    const read = takeEarly(tabellenTyp);
    if (read?.settled) {
      // The first render has it (or this is a new column set: merge it with the new defaults).
      const merged = mergeLayout(defaults, parseLayout(read.settled.configjson));
      setColumns((shown) => (JSON.stringify(shown) === JSON.stringify(merged) ? shown : merged));
      return;
    }
    setColumns(defaults);
    (read?.answer ?? fetchLayout(tabellenTyp))
      .then((layout) => {
        if (current) setColumns(mergeLayout(defaults, parseLayout(layout.configjson)));
      })
      .catch((error: unknown) => notify(toNotifications(error)));
    return () => {
      current = false;
    };
  }, [columnKey, tabellenTyp, notify]);

  // Saves go through the request queue (orders.md §9): one at a time, so quick changes reach the server in order and the
  // stored layout is always the last one (a newer save replaces the second waiting one).
  const saves = useMemo(() => createRequestQueue(), []);
  const changeLayout = useCallback(
    (next: GridColumn[]) => {
      setColumns(next);
      const configjson = JSON.stringify(layoutOf(next));
      saves
        .enqueue(() =>
          api
            .POST('/api/userAnsichten/save/{tabellenTyp}', {
              params: { path: { tabellenTyp } },
              body: { id: 1, configjson },
            })
            .then(unwrap),
        )
        .catch((error: unknown) => notify(toNotifications(error)));
    },
    [tabellenTyp, notify, saves],
  );

  return { document, columns, defaults, changeLayout };
}

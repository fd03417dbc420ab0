import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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

/**
 * The grid's columns for the session's variant, merged with the user's saved layout (GET/POST
 * /api/userAnsichten, view id 1, table type from the column document); every change is saved.
 */
export function useColumnLayout(base: ColumnDocument, context: RuleContext) {
  const { notify } = useNotifier();
  const document = useMemo(() => resolveColumnDocument(base, variantOverlays, context).document, [base, context]);
  const widthRule = useEngineProfile().grid.columnWidth;
  const defaults = useMemo(() => gridColumns(document, widthRule), [document, widthRule]);
  const [columns, setColumns] = useState<GridColumn[]>(defaults);
  const tabellenTyp = base.tabellenTyp ?? base.id;
  // Reload only when the column set really changes: a refreshed session gives an equal context as a new
  // object, and re-running then would throw away a layout change the user just made.
  const columnKey = JSON.stringify(defaults);
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;

  useEffect(() => {
    const defaults = defaultsRef.current;
    let current = true;
    setColumns(defaults);
    api
      .GET('/api/userAnsichten/{tabellenTyp}', { params: { path: { tabellenTyp } } })
      .then((r) => {
        if (current) setColumns(mergeLayout(defaults, parseLayout(unwrap(r).configjson)));
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

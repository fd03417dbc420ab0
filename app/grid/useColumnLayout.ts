import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { gridColumns, layoutOf, mergeLayout, parseLayout, resolveColumnDocument } from '../../engine/core';
import type { ColumnDocument, GridColumn, RuleContext } from '../../engine/core';
import { variantOverlays } from '../../variants';
import { api, toNotifications, unwrap } from '../api';
import { useNotifier } from '../notifications';

/**
 * The grid's columns for the session's variant, merged with the user's saved layout (GET/POST
 * /api/userAnsichten, view id 1, table type from the column document); every change is saved.
 */
export function useColumnLayout(base: ColumnDocument, context: RuleContext) {
  const { notify } = useNotifier();
  const document = useMemo(() => resolveColumnDocument(base, variantOverlays, context).document, [base, context]);
  const defaults = useMemo(() => gridColumns(document), [document]);
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
    api.GET('/api/userAnsichten/{tabellenTyp}', { params: { path: { tabellenTyp } } })
      .then((r) => { if (current) setColumns(mergeLayout(defaults, parseLayout(unwrap(r).configjson))); })
      .catch((error: unknown) => notify(toNotifications(error)));
    return () => { current = false; };
  }, [columnKey, tabellenTyp, notify]);

  const changeLayout = useCallback((next: GridColumn[]) => {
    setColumns(next);
    api.POST('/api/userAnsichten/save/{tabellenTyp}', { params: { path: { tabellenTyp } }, body: { id: 1, configjson: JSON.stringify(layoutOf(next)) } })
      .then(unwrap).catch((error: unknown) => notify(toNotifications(error)));
  }, [tabellenTyp, notify]);

  return { document, columns, defaults, changeLayout };
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import { gridColumns } from '../../../engine/core';
import { DataGrid, ScreenForm, useEngineProfile } from '../../../engine/react';
import type { aenderungsprotokollRegistry } from '../../../schemas/registries';
import type { components } from '../../../openapi';
import { api, toNotifications, unwrap } from '../../api';
import { columnDocument, screenDocument, variantOverlays } from '../../documents';
import { useNotifier } from '../../notifications';
import { useRuleContext } from '../../session';
import { screenTexts } from '../../texts';
import { changeLogRows, type ChangeLogRow } from './changeLog';

type Data = Record<string, unknown>;
type Filter = {
  objektTyp?: components['schemas']['Aenderung']['objektTyp'];
  objektId?: number;
  benutzer?: string;
  von?: string;
  bis?: string;
};
/** One action of aenderungsprotokoll.screen.json ('suchen' submits). */
type ChangeLogActionId = keyof typeof aenderungsprotokollRegistry.actions;

const text = screenTexts('aenderungsprotokoll.screen');

/** The search's parameters from the form: empty fields left out. */
function filterOf(data: Data): Filter {
  const filter: Filter = {};
  if (typeof data.objektTyp === 'string' && data.objektTyp) filter.objektTyp = data.objektTyp as Filter['objektTyp'];
  if (typeof data.objektId === 'number') filter.objektId = data.objektId;
  if (typeof data.benutzer === 'string' && data.benutzer.trim()) filter.benutzer = data.benutzer.trim();
  if (typeof data.von === 'string' && data.von) filter.von = data.von;
  if (typeof data.bis === 'string' && data.bis) filter.bis = data.bis;
  return filter;
}

/**
 * Tab Änderungsprotokoll of /admin (aenderungsprotokoll.screen.json, admins): the filters (object type, id, user, period)
 * and the server-paged list of changes, newest first, each with its changed fields from old to new.
 */
export function ChangeLogTab() {
  const screen = screenDocument('aenderungsprotokoll.screen');
  const columnsDoc = columnDocument('aenderungsprotokoll.columns');
  const widthRule = useEngineProfile().grid.columnWidth;
  const columns = useMemo(() => gridColumns(columnsDoc, widthRule), [columnsDoc, widthRule]);
  const context = useRuleContext();
  const { notify } = useNotifier();
  const [formData, setFormData] = useState<Data>({ objektTyp: '' });
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [result, setResult] = useState<{ rows: ChangeLogRow[]; total: number } | null>(null);

  const load = useCallback(() => {
    let current = true;
    setResult(null);
    api
      .GET('/api/aenderungen', { params: { query: { ...filter, page, searchLimit: pageSize } } })
      .then(async (answer) => {
        const list = unwrap(answer);
        const total = Number(answer.response.headers.get('total-search-results') ?? list.length);
        const schema = screenDocument('auftragserfassung.screen').dataSchema as Parameters<typeof changeLogRows>[1];
        if (current) setResult({ rows: changeLogRows(list, schema, text.named), total });
      })
      .catch((error: unknown) => {
        if (current) setResult({ rows: [], total: 0 });
        notify(toNotifications(error));
      });
    return () => {
      current = false;
    };
  }, [filter, page, pageSize, notify]);
  useEffect(load, [load]);

  const actions: Record<ChangeLogActionId, () => void> = { suchen: () => undefined };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 }}>
      <ScreenForm
        document={screen}
        overlays={variantOverlays}
        context={context}
        formData={formData}
        onChange={setFormData}
        onSubmit={(data) => {
          setFilter(filterOf(data));
          setPage(1);
        }}
        onAction={(id) => actions[id as ChangeLogActionId]?.()}
      />
      <DataGrid<ChangeLogRow>
        label={text('liste')}
        columns={columns}
        rows={result?.rows ?? []}
        rowKey={columnsDoc.rowKey}
        total={result?.total ?? 0}
        page={page}
        pageSize={pageSize}
        sort={null}
        selectedIds={[]}
        context={context}
        loading={result === null}
        emptyText={text('keineZeilen')}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        onSortChange={() => undefined}
        onSelectionChange={() => undefined}
      />
    </div>
  );
}

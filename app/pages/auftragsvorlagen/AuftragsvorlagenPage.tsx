import { Card, H3 } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { initialPageSize } from '../../../engine/core';
import { ConfirmDialog, DataGrid, ScreenForm, useEngineProfile, type RowId } from '../../../engine/react';
import { auftragsvorlagenColumns, auftragsvorlagenScreen } from '../../documents';
import { api, errorNotification, toNotifications, unwrap, type Notification, infoNotification } from '../../api';
import { screenOverlays, searchScreen, useColumnLayout } from '../../grid';
import { useNotifier } from '../../notifications';
import { screenTexts } from '../../texts';
import { useMayExplain, useRuleContext, useSession } from '../../session';
import { captureOptionSources } from '../auftragserfassung/optionSources';
import { useTemplateSearch, type Template } from './useTemplateSearch';
import { templatesConfirmDelete, type TemplatesActionId } from './documentIds';

const text = screenTexts('auftragsvorlagen.screen');
const info = (message: string): Notification => infoNotification(auftragsvorlagenScreen.title ?? '', message);
const confirmDelete = auftragsvorlagenScreen.confirms?.find((c) => c.id === templatesConfirmDelete);

/**
 * Order templates (orders.md §2), rendered from auftragsvorlagen.screen.json by the engine: the toolbar with its rules (§6
 * delete rule), the search field and the tenant selector (main clients); the page registers the action handlers and the
 * option source. The grid's layout is saved per user.
 */
export function AuftragsvorlagenPage() {
  const context = useRuleContext();
  const { user } = useSession();
  const paging = useEngineProfile().grid;
  const { notify } = useNotifier();
  const navigate = useNavigate();
  const mayExplain = useMayExplain();
  const search = useTemplateSearch(initialPageSize(user?.flags.rowsInGrid, paging));
  const [selected, setSelected] = useState<RowId[]>([]);
  const [confirm, setConfirm] = useState<Template | null>(null);
  const { document, columns, defaults, changeLayout } = useColumnLayout(auftragsvorlagenColumns, context);
  const screen = useMemo(() => searchScreen(auftragsvorlagenScreen, document), [document]);
  const ruleData = useMemo(() => ({ selectedCount: selected.length }), [selected.length]);
  const marked = search.rows.find((r) => r.id === selected[0]);
  const hint = () => notify([errorNotification(text('keineZeile'), text('hinweis'))]);

  const apply = (row: Template | undefined) => {
    if (!row) return hint();
    if (!row.id) return notify([errorNotification(text('technisch'))]);
    navigate(`/auftragsmanagement/auftragserfassung?vorlageId=${row.id}`);
  };
  const remove = async (row: Template) => {
    setConfirm(null);
    try {
      unwrap(await api.DELETE('/api/auftragsvorlagen/{id}', { params: { path: { id: row.id! } } }));
      notify([info(text('geloescht', row.vorlageName))]);
      setSelected([]);
      search.reload();
    } catch (error) {
      notify(toNotifications(error));
    }
  };
  // Typed by templatesActionIds, which npm run check compares with the document's actions.
  const handlers: Record<TemplatesActionId, () => void> = {
    aktualisieren: () => void search.reload(),
    anwenden: () => void apply(marked),
    loeschen: () => {
      if (!marked) return hint();
      if (!marked.id) return notify([errorNotification(text('technisch'))]);
      setConfirm(marked);
    },
  };
  const onAction = (id: string) => {
    if (Object.hasOwn(handlers, id)) handlers[id as TemplatesActionId]();
  };
  const { setFilter } = search;
  const onChange = useCallback(
    (data: Record<string, unknown>) => {
      if (setFilter(data)) setSelected([]);
    },
    [setFilter],
  );

  return (
    <Card elevation={1}>
      <H3>{screen.title}</H3>
      <ScreenForm
        document={screen}
        overlays={screenOverlays}
        context={context}
        ruleData={ruleData}
        search={text('suchvorgaben')}
        explain={mayExplain}
        optionSources={captureOptionSources}
        onAction={onAction}
        onChange={onChange}
        onSubmit={() => undefined}
      />
      <DataGrid<Template>
        label={document.title}
        columns={columns}
        rows={search.rows}
        rowKey={document.rowKey}
        total={search.total}
        page={search.page}
        pageSize={search.pageSize}
        sort={null}
        selectedIds={selected}
        context={context}
        loading={search.loading}
        emptyText={text('keineVorlagen')}
        onPageChange={search.setPage}
        onPageSizeChange={search.setPageSize}
        onSortChange={() => undefined}
        onSelectionChange={setSelected}
        onOpen={apply}
        defaultColumns={defaults}
        onLayoutChange={changeLayout}
      />
      {confirmDelete && (
        <ConfirmDialog
          node={confirmDelete}
          isOpen={confirm !== null}
          message={confirm ? text.named(confirmDelete.message, confirm.vorlageName) : ''}
          onConfirm={() => confirm && void remove(confirm)}
          onCancel={() => setConfirm(null)}
        />
      )}
    </Card>
  );
}

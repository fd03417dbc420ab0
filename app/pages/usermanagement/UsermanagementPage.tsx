import { Card, H3 } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { initialPageSize } from '../../../engine/core';
import { DataGrid, ScreenForm, useEngineProfile, type RowId } from '../../../engine/react';
import { errorNotification, toNotifications } from '../../api';
import { columnDocument, screenDocument } from '../../documents';
import { screenOverlays, searchScreen, useColumnLayout } from '../../grid';
import { useNotifier } from '../../notifications';
import { useRuleContext, useSession } from '../../session';
import type { UsermanagementActionId } from './documentIds';
import { UserDialog, userText } from './UserDialog';
import { useUserSearch, type User } from './useUserSearch';

type Dialog = { user: User | null } | null;

/**
 * /masterdata/usermanagement (account-admin.md §2): users sorted by name in German collation, search, add, edit (also by
 * double click) and, for admins, 'zum Benutzer wechseln'. ScreenForm draws toolbar and filter row from
 * usermanagement.screen.json, the grid its columns from usermanagement.columns.json; the dialog is usermanagementDialog.screen.json.
 */
export function UsermanagementPage() {
  const columnsDocument = columnDocument('usermanagement.columns');
  const context = useRuleContext();
  const { user, switchUser } = useSession();
  const paging = useEngineProfile().grid;
  const { notify } = useNotifier();
  const search = useUserSearch(user?.userId, initialPageSize(user?.flags.rowsInGrid, paging));
  const [selected, setSelected] = useState<RowId[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { document, columns, defaults, changeLayout } = useColumnLayout(columnsDocument, context);
  const screen = useMemo(() => searchScreen(screenDocument('usermanagement.screen'), document), [document]);
  const ruleData = useMemo(() => ({ selectedCount: selected.length }), [selected.length]);
  const marked = search.rows.find((r) => r.id === selected[0]);
  const hint = (key: 'keineZeile' | 'keinBenutzer') => notify([errorNotification(userText(key), userText('hinweis'))]);

  const handlers: Record<UsermanagementActionId, () => void> = {
    hinzufuegen: () => setDialog({ user: null }),
    bearbeiten: () => (marked ? setDialog({ user: marked }) : hint('keineZeile')),
    wechseln: () => {
      if (!marked) return hint('keinBenutzer');
      switchUser?.(marked.name)
        .then(() => setSelected([]))
        .catch((error: unknown) => notify(toNotifications(error)));
    },
    aktualisieren: () => search.reload(),
  };
  const run = (id: string) => {
    if (Object.hasOwn(handlers, id)) handlers[id as UsermanagementActionId]();
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
        search={userText('suchvorgaben')}
        onAction={run}
        onChange={onChange}
        onSubmit={() => undefined}
      />
      <DataGrid<User>
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
        emptyText={userText('leer')}
        onPageChange={search.setPage}
        onPageSizeChange={search.setPageSize}
        onSortChange={() => undefined}
        onSelectionChange={setSelected}
        onOpen={(row) => setDialog({ user: row })}
        defaultColumns={defaults}
        onLayoutChange={changeLayout}
      />
      <UserDialog
        isOpen={dialog !== null}
        user={dialog?.user ?? null}
        own={dialog?.user?.id === user?.userId}
        onClose={() => setDialog(null)}
        onSaved={() => search.reload()}
      />
    </Card>
  );
}

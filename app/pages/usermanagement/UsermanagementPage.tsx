import { Button, ButtonGroup, Card, H3, InputGroup, Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useState } from 'react';
import { evaluate, initialPageSize } from '../../../engine/core';
import { DataGrid, type RowId } from '../../../engine/react';
import { errorNotification, toNotifications } from '../../api';
import { columnDocument, screenDocument } from '../../documents';
import { useColumnLayout } from '../../grid';
import { useNotifier } from '../../notifications';
import { useRuleContext, useSession } from '../../session';
import type { UsermanagementActionId } from './documentIds';
import { UserDialog, userText } from './UserDialog';
import { useUserSearch, type User } from './useUserSearch';

type Dialog = { user: User | null } | null;

/**
 * /masterdata/usermanagement (account-admin.md §2): users sorted by name in German collation, search, add, edit (also by
 * double click) and, for admins, 'zum Benutzer wechseln'. Toolbar, search field, columns and texts come from
 * usermanagement.screen.json and usermanagement.columns.json; the dialog from usermanagementDialog.screen.json.
 */
export function UsermanagementPage() {
  const screen = screenDocument('usermanagement.screen');
  const columnsDocument = columnDocument('usermanagement.columns');
  const context = useRuleContext();
  const { user, switchUser } = useSession();
  const { notify } = useNotifier();
  const search = useUserSearch(user?.userId, initialPageSize(user?.flags.rowsInGrid));
  const [selected, setSelected] = useState<RowId[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { columns, defaults, changeLayout } = useColumnLayout(columnsDocument, context);
  const ruleContext = { ...context, data: { selectedCount: selected.length } };
  const marked = search.rows.find((r) => r.id === selected[0]);
  const searchField = (screen.dataSchema.properties?.suchtext as { title?: string; maxLength?: number } | undefined);
  const hint = (key: 'keineZeile' | 'keinBenutzer') => notify([errorNotification(userText(key), 'Hinweis')]);

  const handlers: Record<UsermanagementActionId, () => void> = {
    hinzufuegen: () => setDialog({ user: null }),
    bearbeiten: () => (marked ? setDialog({ user: marked }) : hint('keineZeile')),
    wechseln: () => {
      if (!marked) return hint('keinBenutzer');
      switchUser?.(marked.name).then(() => setSelected([])).catch((error: unknown) => notify(toNotifications(error)));
    },
    aktualisieren: () => search.reload(),
  };
  const run = (id: string) => { if (Object.hasOwn(handlers, id)) handlers[id as UsermanagementActionId](); };

  return (
    <Card elevation={1}>
      <H3>{screen.title}</H3>
      <ButtonGroup role="toolbar" aria-label="Aktionen" style={{ flexWrap: 'wrap' }}>
        {(screen.actions ?? []).filter((a) => evaluate(a.visible, ruleContext, true)).map((a) => (
          <Button key={a.id} icon={a.icon as IconName} text={a.label} intent={a.intent as Intent} disabled={!evaluate(a.enabled, ruleContext, true)} onClick={() => run(a.id)} />
        ))}
      </ButtonGroup>
      <InputGroup type="search" leftIcon="search" aria-label={searchField?.title} placeholder={columnsDocument.searchPlaceholder} maxLength={searchField?.maxLength}
        value={search.query} onChange={(e) => { search.setQuery(e.target.value); setSelected([]); }} />
      <DataGrid<User> label={columnsDocument.title} columns={columns} rows={search.rows} rowKey={columnsDocument.rowKey} total={search.total}
        page={search.page} pageSize={search.pageSize} sort={null} selectedIds={selected} context={context} loading={search.loading}
        emptyText={userText('leer')} onPageChange={search.setPage} onPageSizeChange={search.setPageSize} onSortChange={() => undefined}
        onSelectionChange={setSelected} onOpen={(row) => setDialog({ user: row })} defaultColumns={defaults} onLayoutChange={changeLayout} />
      <UserDialog isOpen={dialog !== null} user={dialog?.user ?? null} own={dialog?.user?.id === user?.userId}
        onClose={() => setDialog(null)} onSaved={() => search.reload()} />
    </Card>
  );
}

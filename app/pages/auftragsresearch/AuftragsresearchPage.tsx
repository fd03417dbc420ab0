import { useMemo, useState } from 'react';
import { Alert, H2, Intent } from '@blueprintjs/core';
import { createContext as createRuleContext, initialPageSize } from '../../../engine/core';
import { DataGrid } from '../../../engine/react';
import type { RowId } from '../../../engine/react';
import { auftragsresearchScreen, auftragsresearchColumns } from '../../documents';
import { useNotifier } from '../../notifications';
import { useRuleContext, useSession } from '../../session';
import { exportOrders } from './exportOrders';
import { listError, listText } from './messages';
import { OrderFilters } from './OrderFilters';
import { OrderToolbar } from './OrderToolbar';
import { OrderSidebar } from './sidebar';
import { useColumnLayout } from '../../grid';
import { useMandanten } from './useMandanten';
import { useOrderActions } from './useOrderActions';
import { useOrderSearch } from './useOrderSearch';
import type { Order } from './useOrderSearch';
import type { ListActionId } from './documentIds';

/** Props of {@link AuftragsresearchPage}. */
export interface AuftragsresearchPageProps {
  /** The open orders screen: the same list with the search flag offeneAuftraege. */
  offeneAuftraege?: boolean;
}

/** The order list (Auftragsresearch, orders.md §2): filters, toolbar, server-paged grid and the right sidebar. */
export function AuftragsresearchPage({ offeneAuftraege = false }: AuftragsresearchPageProps) {
  const { user, config } = useSession();
  const { notify } = useNotifier();
  const baseContext = useRuleContext();
  const { document, columns, defaults, changeLayout } = useColumnLayout(auftragsresearchColumns, baseContext);
  const search = useOrderSearch({ offeneAuftraege, columns, context: baseContext, initialPageSize: initialPageSize(user?.flags.rowsInGrid) });
  const mandanten = useMandanten(user?.flags.isHauptmandant ?? false);
  const [selectedIds, setSelectedIds] = useState<RowId[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const selected = useMemo(() => selectedIds.map((id) => search.rows.find((r) => r.id === id)).filter((r): r is Order => Boolean(r)), [selectedIds, search.rows]);
  const context = useMemo(() => createRuleContext({
    ...baseContext, data: { selected, selectedCount: selected.length, total: search.total },
  }), [baseContext, selected, search.total]);
  const actions = useOrderActions(selected, config ?? {}, search.reload);

  // Typed by listActionIds, which npm run check compares with the document's actions.
  const handlers: Record<ListActionId, () => void> = {
    neu: actions.neu,
    bearbeiten: () => void actions.bearbeiten(),
    ansehen: () => void actions.bearbeiten(),
    kopieren: () => void actions.kopieren(),
    uebertragen: () => void actions.uebertragen(),
    uebertragungAbbrechen: () => void actions.uebertragungAbbrechen(),
    loeschen: () => (selected.length ? setConfirmDelete(true) : notify([listError('keineZeile')])),
    preisermittlung: () => void actions.preisermittlung(),
    export: () => void actions.withSelection(() => exportOrders(selected, columns, baseContext))(),
    aktualisieren: search.reload,
  };

  return (
    <section aria-labelledby="auftragsresearch-titel" style={{ display: 'flex', flexDirection: 'column', gap: 4, height: '100%' }}>
      <H2 id="auftragsresearch-titel">{offeneAuftraege ? listText('titelOffeneAuftraege') : auftragsresearchScreen.title}</H2>
      <OrderToolbar context={context} handlers={handlers} selected={selected} />
      <OrderFilters filter={search.filter} onChange={(change) => { search.setFilter(change); setSelectedIds([]); }}
        placeholder={document.searchPlaceholder} mandanten={mandanten} context={context} rangeMessage={search.message} />
      <div style={{ display: 'flex', gap: 8, minHeight: 0, flex: 1 }}>
        <div style={{ flex: 1, minWidth: 0, display: 'flex' }}>
          <DataGrid<Order> label={document.title} columns={columns} defaultColumns={defaults} rows={search.rows} rowKey={document.rowKey}
            total={search.total} page={search.page} pageSize={search.pageSize} sort={search.sort} selectedIds={selectedIds} context={baseContext}
            loading={search.loading} onPageChange={(p) => { search.setPage(p); setSelectedIds([]); }} onPageSizeChange={search.setPageSize}
            onSortChange={search.setSort} onSelectionChange={setSelectedIds} onOpen={actions.open} onLayoutChange={changeLayout}
            emptyText={search.message ?? listText('keineAuftraege')} />
        </div>
        <OrderSidebar orderId={selected.length ? (selected[selected.length - 1].id ?? null) : null} columns={columns} context={context} />
      </div>
      <Alert isOpen={confirmDelete} intent={Intent.DANGER} icon="trash" confirmButtonText="Löschen" cancelButtonText="Abbrechen"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => { setConfirmDelete(false); void actions.loeschen().then(() => setSelectedIds([])); }}>
        <p>{listText('loeschenFrage', { nr: selected[0]?.spedeigennr ?? selected[0]?.id ?? '' })}</p>
      </Alert>
    </section>
  );
}

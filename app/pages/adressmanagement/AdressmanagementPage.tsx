import { H2 } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { initialPageSize } from '../../../engine/core';
import { ConfirmDialog, DataGrid, ScreenForm, useEngineProfile, type RowId } from '../../../engine/react';
import { api, errorNotification, toNotifications, unwrap } from '../../api';
import { columnDocument, screenDocument } from '../../documents';
import { screenOverlays, searchScreen, useColumnLayout } from '../../grid';
import { useNotifier } from '../../notifications';
import { screenTexts } from '../../texts';
import { useRuleContext, useSession } from '../../session';
import { captureOptionSources } from '../auftragserfassung/optionSources';
import type { AdressmanagementActionId } from './documentIds';
import { useAddressSearch, type Address } from './useAddressSearch';

/** Route of the address capture (account-admin.md §2). */
export const ADRESSERFASSUNG = '/masterdata/adresserfassung';
/** The texts of the page's document. */
const text = screenTexts('adressmanagement.screen');

/**
 * /masterdata/adressmanagement (account-admin.md §2): the tenant's address book as adressmanagement.screen.json and its
 * column document describe it; ScreenForm draws the toolbar and the filter row (search, tenant selector of main clients)
 * — paged grid sortable by every column with the user's saved layout, add, edit (also by double click), copy, delete
 * after the document's question.
 */
export function AdressmanagementPage() {
  const context = useRuleContext();
  const { user } = useSession();
  const paging = useEngineProfile().grid;
  const { notify, success } = useNotifier();
  const navigate = useNavigate();
  const { document, columns, defaults, changeLayout } = useColumnLayout(
    columnDocument('adressmanagement.columns'),
    context,
  );
  const screen = useMemo(() => searchScreen(screenDocument('adressmanagement.screen'), document), [document]);
  const search = useAddressSearch(columns, initialPageSize(user?.flags.rowsInGrid, paging));
  const mandantId = search.filter.mandantId;
  const [selected, setSelected] = useState<RowId[]>([]);
  const [confirm, setConfirm] = useState<Address | null>(null);
  const ruleData = useMemo(() => ({ selectedCount: selected.length }), [selected.length]);
  const marked = search.rows.find((r) => r.id === selected[selected.length - 1]);
  const confirmNode = screen.confirms?.find((c) => c.id === 'loeschen');

  /** Runs a row action on the marked address; without one: 'Bitte markieren Sie eine Zeile.'. */
  const withRow = (action: (row: Address) => void) => () =>
    marked?.id ? action(marked) : notify([errorNotification(text('keineZeile'), text('hinweis'))]);
  const open = (row: Address) => navigate(`${ADRESSERFASSUNG}/${row.id}`);
  const remove = async (row: Address) => {
    setConfirm(null);
    try {
      unwrap(await api.DELETE('/api/adressen/{id}', { params: { path: { id: row.id! } } }));
      success(screen.title ?? '', text('entfernt'));
      setSelected([]);
    } catch (error) {
      notify(toNotifications(error));
    }
    search.reload();
  };
  // Typed by adressmanagementActionIds, which npm run check compares with the document's actions.
  const handlers: Record<AdressmanagementActionId, () => void> = {
    neu: () => navigate(typeof mandantId === 'number' ? `${ADRESSERFASSUNG}?mandantId=${mandantId}` : ADRESSERFASSUNG),
    bearbeiten: withRow(open),
    kopieren: withRow((row) => navigate(`${ADRESSERFASSUNG}?copyId=${row.id}`)),
    loeschen: withRow(setConfirm),
    aktualisieren: search.reload,
  };
  const run = (id: string) => {
    if (Object.hasOwn(handlers, id)) handlers[id as AdressmanagementActionId]();
  };
  const { setFilter } = search;
  const onChange = useCallback(
    (data: Record<string, unknown>) => {
      if (setFilter(data)) setSelected([]);
    },
    [setFilter],
  );

  return (
    <section
      aria-labelledby="adressmanagement-titel"
      style={{ display: 'flex', flexDirection: 'column', gap: 4, height: '100%' }}
    >
      <H2 id="adressmanagement-titel">{screen.title}</H2>
      <ScreenForm
        document={screen}
        overlays={screenOverlays}
        context={context}
        ruleData={ruleData}
        search={text('suchvorgaben')}
        optionSources={captureOptionSources}
        onAction={run}
        onChange={onChange}
        onSubmit={() => undefined}
      />
      <DataGrid<Address>
        label={document.title}
        columns={columns}
        defaultColumns={defaults}
        rows={search.rows}
        rowKey={document.rowKey}
        total={search.total}
        page={search.page}
        pageSize={search.pageSize}
        sort={search.sort}
        selectedIds={selected}
        context={context}
        loading={search.loading}
        emptyText={text('keineAdressen')}
        onPageChange={(p) => {
          search.setPage(p);
          setSelected([]);
        }}
        onPageSizeChange={search.setPageSize}
        onSortChange={search.setSort}
        onSelectionChange={setSelected}
        onOpen={open}
        onLayoutChange={changeLayout}
      />
      {confirmNode && (
        <ConfirmDialog
          node={confirmNode}
          isOpen={confirm !== null}
          message={text('loeschenFrage')}
          onConfirm={() => confirm && void remove(confirm)}
          onCancel={() => setConfirm(null)}
        />
      )}
    </section>
  );
}

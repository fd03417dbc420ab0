import { useCallback, useMemo, useState } from 'react';
import { Callout, H2, Intent } from '@blueprintjs/core';
import { createContext as createRuleContext, evaluate, initialPageSize, rowFieldsOf } from '../../../engine/core';
import { ConfirmDialog, DataGrid, ScreenForm, useEngineProfile } from '../../../engine/react';
import type { FormControls, RowId } from '../../../engine/react';
import { auftragsresearchScreen, auftragsresearchColumns } from '../../documents';
import { useNotifier } from '../../notifications';
import { useMayExplain, useRuleContext, useSession } from '../../session';
import { screenOverlays, searchScreen, useColumnLayout } from '../../grid';
import { captureOptionSources } from '../auftragserfassung/optionSources';
import { XlsxBuildError } from '../../export';
import { exportOrders, exportOrdersXlsx } from './exportOrders';
import { listError, listText } from './messages';
import { PrintMenu } from './PrintMenu';
import { OrderSidebar } from './sidebar';
import { useOrderActions } from './useOrderActions';
import { filterOf, initialFilter, useOrderSearch } from './useOrderSearch';
import type { Order } from './useOrderSearch';
import { listConfirmDelete, listPrintAction, listSidebar, type ListActionId } from './documentIds';

/** Props of {@link AuftragsresearchPage}. */
export interface AuftragsresearchPageProps {
  /** The open orders screen: the same list with the search flag offeneAuftraege. */
  offeneAuftraege?: boolean;
}

const confirmDelete = auftragsresearchScreen.confirms?.find((c) => c.id === listConfirmDelete);

/**
 * The order list (Auftragsresearch, orders.md §2), rendered from its document by the engine: toolbar actions with their
 * rules, the filter fields (each goes to the search under its name), the server-paged grid and the sidebar's tabs. The
 * page registers only handlers: actions by id, the sidebar's tab contents, the option source of the Mandant selector.
 */
export function AuftragsresearchPage({ offeneAuftraege = false }: AuftragsresearchPageProps) {
  const { user, config } = useSession();
  const paging = useEngineProfile().grid;
  const { notify } = useNotifier();
  const mayExplain = useMayExplain();
  const baseContext = useRuleContext();
  const { document, columns, defaults, changeLayout } = useColumnLayout(auftragsresearchColumns, baseContext);
  const screen = useMemo(() => searchScreen(auftragsresearchScreen, document), [document]);
  const mandantId = user?.flags.isHauptmandant ? Number(baseContext.session.mandantId) || undefined : undefined;
  const initial = useMemo(() => initialFilter(undefined, mandantId), [mandantId]);
  // Only what the visible columns show and the document's rowFields (what the actions read from marked rows).
  const felder = useMemo(() => rowFieldsOf(document, columns)?.join(','), [document, columns]);
  const search = useOrderSearch({
    offeneAuftraege,
    columns,
    context: baseContext,
    initialPageSize: initialPageSize(user?.flags.rowsInGrid, paging),
    initial,
    felder,
  });
  const [selectedIds, setSelectedIds] = useState<RowId[]>([]);
  const [confirming, setConfirming] = useState(false);

  const selected = useMemo(
    () => selectedIds.map((id) => search.rows.find((r) => r.id === id)).filter((r): r is Order => Boolean(r)),
    [selectedIds, search.rows],
  );
  // The server stopped counting at search.total: 'mehr als 10.000' (the document's text), paging goes on while pages are full.
  const openTotalText = search.capped ? listText('mehrAls', { n: search.total.toLocaleString('de-DE') }) : undefined;
  const ruleData = useMemo(
    () => ({ selected, selectedCount: selected.length, total: search.total }),
    [selected, search.total],
  );
  const context = useMemo(() => createRuleContext({ ...baseContext, data: ruleData }), [baseContext, ruleData]);
  const actions = useOrderActions(selected, config ?? {}, search.reload);

  // Typed by listActionIds, which npm run check compares with the document's actions.
  const handlers: Record<ListActionId, () => void> = {
    neu: actions.neu,
    bearbeiten: () => void actions.bearbeiten(),
    ansehen: () => void actions.bearbeiten(),
    kopieren: () => void actions.kopieren(),
    uebertragen: () => void actions.uebertragen(),
    uebertragungAbbrechen: () => void actions.uebertragungAbbrechen(),
    loeschen: () => (selected.length ? setConfirming(true) : notify([listError('keineZeile')])),
    preisermittlung: () => void actions.preisermittlung(),
    export: () => void actions.withSelection(() => exportOrders(selected, columns, baseContext))(),
    exportXlsx: () =>
      void actions.withSelection(() =>
        exportOrdersXlsx(selected, columns, baseContext, listText('xlsxBlatt')).catch((error: unknown) => {
          if (error instanceof XlsxBuildError) notify([listError('xlsxFehler')]);
          else throw error;
        }),
      )(),
    aktualisieren: search.reload,
  };
  const onAction = (id: string) => {
    if (Object.hasOwn(handlers, id)) handlers[id as ListActionId]();
  };
  const { setFilter } = search;
  // Every change of a filter field searches again (page 1, no marked rows); the period check shows at the date fields.
  const onChange = useCallback(
    (data: Record<string, unknown>, form: FormControls) => {
      if (!setFilter(filterOf(data))) return;
      setSelectedIds([]);
      // After the store's own listeners: the message store drops a field's messages when its value changes, this change too.
      queueMicrotask(() => form.validate());
    },
    [setFilter],
  );
  const print = screen.actions?.find((a) => a.id === listPrintAction);
  const items = print
    ? {
        [listPrintAction]: (
          <PrintMenu label={print.label} enabled={evaluate(print.enabled, context, true)} selected={selected} />
        ),
      }
    : undefined;

  return (
    <section
      aria-labelledby="auftragsresearch-titel"
      style={{ display: 'flex', flexDirection: 'column', gap: 4, height: '100%' }}
    >
      <H2 id="auftragsresearch-titel">{offeneAuftraege ? listText('titelOffeneAuftraege') : screen.title}</H2>
      <ScreenForm
        document={screen}
        overlays={screenOverlays}
        context={baseContext}
        formData={initial}
        ruleData={ruleData}
        aside={[listSidebar]}
        search={listText('suchvorgaben')}
        explain={mayExplain}
        optionSources={captureOptionSources}
        toolbarItems={items}
        onAction={onAction}
        onChange={onChange}
        onSubmit={() => undefined}
      >
        {/* As the monthly export shows its period check: one danger callout with the document's text. */}
        {search.message && (
          <Callout intent={Intent.DANGER} compact role="alert">
            {search.message}
          </Callout>
        )}
      </ScreenForm>
      {/* A window too narrow for grid and sidebar side by side (390 px) puts the sidebar below the grid. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, minHeight: 0, flex: 1 }}>
        <div style={{ flex: '1 1 600px', minWidth: 0, display: 'flex' }}>
          <DataGrid<Order>
            label={document.title}
            columns={columns}
            defaultColumns={defaults}
            rows={search.rows}
            rowKey={document.rowKey}
            total={search.total}
            openTotalText={openTotalText}
            page={search.page}
            pageSize={search.pageSize}
            sort={search.sort}
            selectedIds={selectedIds}
            context={baseContext}
            loading={search.loading}
            onPageChange={(p) => {
              search.setPage(p);
              setSelectedIds([]);
            }}
            onPageSizeChange={search.setPageSize}
            onSortChange={search.setSort}
            onSelectionChange={setSelectedIds}
            onOpen={actions.open}
            onLayoutChange={changeLayout}
            emptyText={search.message ?? listText('keineAuftraege')}
          />
        </div>
        <OrderSidebar
          document={screen}
          orderId={selected.length ? (selected[selected.length - 1].id ?? null) : null}
          columns={columns}
          context={context}
        />
      </div>
      {confirmDelete && (
        <ConfirmDialog
          node={confirmDelete}
          isOpen={confirming}
          message={listText.named(confirmDelete.message, { nr: selected[0]?.spedeigennr ?? selected[0]?.id ?? '' })}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void actions.loeschen().then(() => setSelectedIds([]));
          }}
        />
      )}
    </section>
  );
}

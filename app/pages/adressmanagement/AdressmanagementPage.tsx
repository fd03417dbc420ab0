import { Button, ButtonGroup, H2, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { evaluate, fieldNodes, initialPageSize } from '../../../engine/core';
import { ConfirmDialog, DataGrid, type RowId } from '../../../engine/react';
import { api, errorNotification, infoNotification, toNotifications, unwrap } from '../../api';
import { columnDocument, screenDocument } from '../../documents';
import { useColumnLayout } from '../../grid';
import { useNotifier } from '../../notifications';
import { useRuleContext, useSession } from '../../session';
import { useTenants } from './useTenants';
import type { AdressmanagementActionId, adressmanagementMessageIds } from './documentIds';
import { useAddressSearch, type Address } from './useAddressSearch';

/** Route of the address capture (account-admin.md §2). */
export const ADRESSERFASSUNG = '/masterdata/adresserfassung';
/** How long the removal notice stays (account-admin.md §8: 10 s). */
const NOTICE_MS = 10_000;

/**
 * /masterdata/adressmanagement (account-admin.md §2): the tenant's address book as adressmanagement.screen.json and its
 * column document describe it — search, paged grid sortable by every column with the user's saved layout, add, edit
 * (also by double click), copy, delete after the document's question; main clients choose the tenant.
 */
export function AdressmanagementPage() {
  const screen = screenDocument('adressmanagement.screen');
  const text = (key: (typeof adressmanagementMessageIds)[number]) => String(screen.messages?.[key] ?? key);
  const properties = screen.dataSchema.properties as Record<string, { title?: string; maxLength?: number }>;
  const node = (field: string) => fieldNodes(screen.layout).find((n) => n.field === field);
  const context = useRuleContext();
  const { user } = useSession();
  const { notify } = useNotifier();
  const navigate = useNavigate();
  const tenants = useTenants(Boolean(user?.flags.isHauptmandant));
  const [mandantId, setMandantId] = useState<number | undefined>(undefined);
  const { document, columns, defaults, changeLayout } = useColumnLayout(columnDocument('adressmanagement.columns'), context);
  const search = useAddressSearch(columns, mandantId, initialPageSize(user?.flags.rowsInGrid));
  const [selected, setSelected] = useState<RowId[]>([]);
  const [confirm, setConfirm] = useState<Address | null>(null);
  const ruleContext = useMemo(() => ({ ...context, data: { selectedCount: selected.length } }), [context, selected.length]);
  const marked = search.rows.find((r) => r.id === selected[selected.length - 1]);
  const confirmNode = screen.confirms?.find((c) => c.id === 'loeschen');

  /** Runs a row action on the marked address; without one: 'Bitte markieren Sie eine Zeile.'. */
  const withRow = (action: (row: Address) => void) => () => (marked?.id ? action(marked) : notify([errorNotification(text('keineZeile'), text('hinweis'))]));
  const open = (row: Address) => navigate(`${ADRESSERFASSUNG}/${row.id}`);
  const remove = async (row: Address) => {
    setConfirm(null);
    try {
      unwrap(await api.DELETE('/api/adressen/{id}', { params: { path: { id: row.id! } } }));
      notify([infoNotification(screen.title ?? '', text('entfernt'))], NOTICE_MS);
      setSelected([]);
    } catch (error) { notify(toNotifications(error)); }
    search.reload();
  };
  // Typed by adressmanagementActionIds, which npm run check compares with the document's actions.
  const handlers: Record<AdressmanagementActionId, () => void> = {
    neu: () => navigate(mandantId ? `${ADRESSERFASSUNG}?mandantId=${mandantId}` : ADRESSERFASSUNG),
    bearbeiten: withRow(open),
    kopieren: withRow((row) => navigate(`${ADRESSERFASSUNG}?copyId=${row.id}`)),
    loeschen: withRow(setConfirm),
    aktualisieren: search.reload,
  };
  const run = (id: string) => { if (Object.hasOwn(handlers, id)) handlers[id as AdressmanagementActionId](); };

  return (
    <section aria-labelledby="adressmanagement-titel" style={{ display: 'flex', flexDirection: 'column', gap: 4, height: '100%' }}>
      <H2 id="adressmanagement-titel">{screen.title}</H2>
      <ButtonGroup role="toolbar" aria-label={text('aktionen')} style={{ flexWrap: 'wrap' }}>
        {(screen.actions ?? []).filter((a) => evaluate(a.visible, ruleContext, true)).map((a) => (
          <Button key={a.id} icon={a.icon as IconName} text={a.label} intent={a.intent as Intent} disabled={!evaluate(a.enabled, ruleContext, true)} onClick={() => run(a.id)} />
        ))}
      </ButtonGroup>
      <div role="search" aria-label={properties.suchtext.title} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', padding: '6px 0' }}>
        {evaluate(node('mandantId')?.visible, context, true) && tenants.length > 1 && (
          <HTMLSelect aria-label={properties.mandantId.title} value={mandantId ?? ''}
            onChange={(e) => { setMandantId(e.target.value ? Number(e.target.value) : undefined); setSelected([]); }}
            options={[{ value: '', label: node('mandantId')?.placeholder ?? '' }, ...tenants.map((t) => ({ value: t.id, label: t.name }))]} />
        )}
        <InputGroup type="search" leftIcon="search" aria-label={properties.suchtext.title} placeholder={node('suchtext')?.placeholder ?? document.searchPlaceholder}
          maxLength={properties.suchtext.maxLength} value={search.query} style={{ width: 320 }}
          onChange={(e) => { search.setQuery(e.target.value); setSelected([]); }} />
      </div>
      <DataGrid<Address> label={document.title} columns={columns} defaultColumns={defaults} rows={search.rows} rowKey={document.rowKey}
        total={search.total} page={search.page} pageSize={search.pageSize} sort={search.sort} selectedIds={selected} context={context}
        loading={search.loading} emptyText={text('keineAdressen')} onPageChange={(p) => { search.setPage(p); setSelected([]); }}
        onPageSizeChange={search.setPageSize} onSortChange={search.setSort} onSelectionChange={setSelected} onOpen={open} onLayoutChange={changeLayout} />
      {confirmNode && (
        <ConfirmDialog node={confirmNode} isOpen={confirm !== null} message={text('loeschenFrage')}
          onConfirm={() => confirm && void remove(confirm)} onCancel={() => setConfirm(null)} />
      )}
    </section>
  );
}

import { Alert, Button, ButtonGroup, Card, H3, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { evaluate, fieldNodes, initialPageSize } from '../../../engine/core';
import { DataGrid, type RowId } from '../../../engine/react';
import { auftragsvorlagenColumns, auftragsvorlagenScreen } from '../../documents';
import { api, errorNotification, toNotifications, unwrap, type Notification, infoNotification } from '../../api';
import { useColumnLayout } from '../../grid';
import { useNotifier } from '../../notifications';
import { useRuleContext, useSession } from '../../session';
import { useTemplateSearch, type Template } from './useTemplateSearch';
import { useTenants } from './useTenants';
import type { TemplatesActionId } from './documentIds';

const screen = auftragsvorlagenScreen;
const text = (key: string, arg = '') => String(screen.messages?.[key] ?? key).replace('{1}', arg);
const info = (message: string): Notification => infoNotification('Auftragsvorlagen', message);
const properties = screen.dataSchema.properties as Record<string, { title?: string; maxLength?: number }>;
const searchLimit = properties.suchtext?.maxLength;
const fieldNode = (field: string) => fieldNodes(screen.layout).find((n) => n.field === field);

/** Order templates (orders.md §2): search, apply to a new order, delete by the §6 rule, tenant selector for main clients; the layout is saved per user. */
export function AuftragsvorlagenPage() {
  const context = useRuleContext();
  const { user } = useSession();
  const { notify } = useNotifier();
  const navigate = useNavigate();
  const tenants = useTenants(Boolean(user?.flags.isHauptmandant));
  const [mandantId, setMandantId] = useState<number | undefined>(undefined);
  const search = useTemplateSearch(mandantId, initialPageSize(user?.flags.rowsInGrid));
  const [selected, setSelected] = useState<RowId[]>([]);
  const [confirm, setConfirm] = useState<Template | null>(null);
  const { columns, defaults, changeLayout } = useColumnLayout(auftragsvorlagenColumns, context);
  const ruleContext = { ...context, data: { selectedCount: selected.length } };
  const marked = search.rows.find((r) => r.id === selected[0]);

  const apply = (row: Template | undefined) => {
    if (!row) return notify([errorNotification(text('keineZeile'), 'Hinweis')]);
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
    } catch (error) { notify(toNotifications(error)); }
  };
  // Typed by templatesActionIds, which npm run check compares with the document's actions.
  const handlers: Record<TemplatesActionId, () => void> = {
    aktualisieren: () => void search.reload(),
    anwenden: () => void apply(marked),
    loeschen: () => {
      if (!marked) return notify([errorNotification(text('keineZeile'), 'Hinweis')]);
      if (!marked.id) return notify([errorNotification(text('technisch'))]);
      setConfirm(marked);
    },
  };
  const run = (id: string) => { if (Object.hasOwn(handlers, id)) handlers[id as TemplatesActionId](); };

  return (
    <Card elevation={1}>
      <H3>{screen.title}</H3>
      <ButtonGroup>
        {(screen.actions ?? []).filter((a) => evaluate(a.visible, ruleContext, true)).map((a) => (
          <Button key={a.id} icon={a.icon as IconName} text={a.label} intent={a.intent as Intent} disabled={!evaluate(a.enabled, ruleContext, true)} onClick={() => run(a.id)} />
        ))}
      </ButtonGroup>
      {evaluate(fieldNode('mandantId')?.visible, context, true) && tenants.length > 1 && (
        <HTMLSelect aria-label={properties.mandantId.title} value={mandantId ?? ''} onChange={(e) => { setMandantId(e.target.value ? Number(e.target.value) : undefined); setSelected([]); }}
          options={[{ value: '', label: fieldNode('mandantId')?.placeholder ?? '' }, ...tenants.map((t) => ({ value: t.id, label: t.name }))]} />
      )}
      <InputGroup type="search" leftIcon="search" aria-label={properties.suchtext.title} placeholder={auftragsvorlagenColumns.searchPlaceholder} maxLength={searchLimit}
        value={search.query} onChange={(e) => { search.setQuery(e.target.value); setSelected([]); }} />
      <DataGrid<Template> label="Auftragsvorlagen" columns={columns} rows={search.rows} rowKey={auftragsvorlagenColumns.rowKey} total={search.total}
        page={search.page} pageSize={search.pageSize} sort={null} selectedIds={selected} context={context} loading={search.loading}
        emptyText="Keine Vorlagen gefunden." onPageChange={search.setPage} onPageSizeChange={search.setPageSize} onSortChange={() => undefined}
        onSelectionChange={setSelected} onOpen={apply} defaultColumns={defaults} onLayoutChange={changeLayout} />
      <Alert isOpen={confirm !== null} intent={Intent.DANGER} icon="trash" confirmButtonText="Ja" cancelButtonText="Nein"
        onConfirm={() => confirm && void remove(confirm)} onCancel={() => setConfirm(null)}>
        {confirm ? text('loeschenFrage', confirm.vorlageName) : ''}
      </Alert>
    </Card>
  );
}

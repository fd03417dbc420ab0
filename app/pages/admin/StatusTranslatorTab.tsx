import { Alert, InputGroup, Intent } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { gridColumns } from '../../../engine/core';
import { DataGrid, ScreenForm, useEngineProfile, type FormControls } from '../../../engine/react';
import { api, errorNotification, fieldMessages, toNotifications, unwrap } from '../../api';
import { columnDocument, screenDocument, variantOverlays } from '../../documents';
import { useNotifier } from '../../notifications';
import { useRuleContext } from '../../session';
import { screenTexts } from '../../texts';
import type { AnzeigestatusActionId } from './documentIds';
import { statusOptionSources } from './statusOptionSources';
import { useDisplayStatuses, type DisplayStatus } from './useDisplayStatuses';

type Data = Record<string, unknown>;
const text = screenTexts('anzeigestatus.screen');
const NEW: Data = { anzeige: true, awSperre: false, defaultstatus: false };

/** The body of a save: the document's fields of a display status (the browser's rule data stays behind). */
const toBody = (data: Data): DisplayStatus => ({
  ...(typeof data.id === 'number' ? { id: data.id, version: data.version as number } : {}),
  kurzBezeichnung: String(data.kurzBezeichnung ?? '').trim(),
  icon: (data.icon as string | null | undefined) || null,
  anzeige: Boolean(data.anzeige),
  awSperre: Boolean(data.awSperre),
  defaultstatus: Boolean(data.defaultstatus),
});

/**
 * Tab Statusübersetzer of /admin (anzeigestatus.screen.json, account-admin.md §4 Display statuses and shipment statuses):
 * the display statuses as a list, the marked or a new one in the form below; save, delete with a question. The server's
 * refusals (the two fixed statuses, assigned shipment statuses, a concurrent change) arrive as its notifications.
 */
export function StatusTranslatorTab() {
  const screen = screenDocument('anzeigestatus.screen');
  const columnsDoc = columnDocument('anzeigestatus.columns');
  const context = useRuleContext();
  const { notify, success } = useNotifier();
  const widthRule = useEngineProfile().grid.columnWidth;
  const columns = useMemo(() => gridColumns(columnsDoc, widthRule), [columnsDoc, widthRule]);
  const [search, setSearch] = useState('');
  const { rows, reload } = useDisplayStatuses(search);
  const [selected, setSelected] = useState<DisplayStatus | null>(null);
  const [formData, setFormData] = useState<Data>(NEW);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const choose = (row: DisplayStatus | null) => {
    setSelected(row);
    setFormData(row ? { ...row } : { ...NEW });
  };
  const remove = async () => {
    setAsking(false);
    if (!selected) return;
    try {
      unwrap(await api.DELETE('/api/sendungsstati', { body: selected }));
      success(screen.title ?? '', text('geloescht', selected.kurzBezeichnung));
      choose(null);
      reload();
    } catch (error) {
      notify(toNotifications(error));
    }
  };
  const actions: Record<AnzeigestatusActionId, () => void> = {
    neu: () => choose(null),
    loeschen: () => (selected ? setAsking(true) : notify([errorNotification(text('zeileMarkieren'), screen.title)])),
  };
  const submit = async (data: Data, form: FormControls) => {
    const body = toBody(data);
    setBusy(true);
    try {
      const saved = unwrap(
        body.id
          ? await api.POST('/api/sendungsstati/update', { body })
          : await api.POST('/api/sendungsstati/create', { body }),
      );
      success(screen.title ?? '', text('gespeichert', saved.kurzBezeichnung));
      choose(saved);
      reload();
    } catch (error) {
      const fields = fieldMessages(error);
      if (fields.length) form.showErrors?.(fields);
      else notify(toNotifications(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <InputGroup
        type="search"
        leftIcon="search"
        aria-label={text('suche')}
        placeholder={columnsDoc.searchPlaceholder}
        title={text('sucheHinweis')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ maxWidth: 320 }}
      />
      <DataGrid<DisplayStatus>
        label={text('liste')}
        columns={columns}
        rows={rows ?? []}
        rowKey={columnsDoc.rowKey}
        total={rows?.length ?? 0}
        page={1}
        pageSize={rows?.length ?? 0}
        paged={false}
        sort={null}
        selectedIds={selected?.id ? [selected.id] : []}
        context={context}
        loading={rows === null}
        emptyText={text('keineZeilen')}
        onPageChange={() => undefined}
        onPageSizeChange={() => undefined}
        onSortChange={() => undefined}
        onSelectionChange={(ids) => choose(rows?.find((r) => r.id === ids[ids.length - 1]) ?? null)}
      />
      <ScreenForm
        document={screen}
        overlays={variantOverlays}
        context={context}
        formData={formData}
        disabled={busy}
        optionSources={statusOptionSources}
        onSubmit={(data, form) => void submit(data, form)}
        onAction={(id) => actions[id as AnzeigestatusActionId]?.()}
      />
      <Alert
        isOpen={asking}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={screen.actions?.find((a) => a.id === 'loeschen')?.label}
        cancelButtonText={text('abbrechen')}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      >
        {text('loeschenFrage', selected?.kurzBezeichnung ?? '')}
      </Alert>
    </div>
  );
}

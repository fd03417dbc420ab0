import { Alert, Intent } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { gridColumns } from '../../../engine/core';
import { DataGrid, ScreenForm, useEngineProfile, type FormControls } from '../../../engine/react';
import type { components } from '../../../openapi';
import { api, errorNotification, fieldMessages, toNotifications, unwrap } from '../../api';
import { columnDocument, screenDocument, variantOverlays } from '../../documents';
import { useNotifier } from '../../notifications';
import { useRuleContext } from '../../session';
import { screenTexts } from '../../texts';
import type { SendungsstatusActionId } from './documentIds';
import { shipmentOptionSources } from './shipmentOptionSources';

type Data = Record<string, unknown>;
type ShipmentStatus = components['schemas']['Sendungsstatus'];
type Row = ShipmentStatus & { anzeigestatus: string };
const text = screenTexts('sendungsstatus.screen');

/**
 * Tab Sendungsstatus of /admin, the second half of the status translator (sendungsstatus.screen.json, account-admin.md §4):
 * each shipment status with the display status it is shown as; create, rename, assign (sdst_id_anzeige) and delete.
 */
export function ShipmentStatusTab() {
  const screen = screenDocument('sendungsstatus.screen');
  const columnsDoc = columnDocument('sendungsstatus.columns');
  const context = useRuleContext();
  const { notify, success } = useNotifier();
  const widthRule = useEngineProfile().grid.columnWidth;
  const columns = useMemo(() => gridColumns(columnsDoc, widthRule), [columnsDoc, widthRule]);
  const [list, setList] = useState<ShipmentStatus[] | null>(null);
  const [names, setNames] = useState(new Map<number, string>());
  const [selected, setSelected] = useState<ShipmentStatus | null>(null);
  const [formData, setFormData] = useState<Data>({ sdst_id_anzeige: null });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  // The names of the display statuses, for the column 'Angezeigt als'.
  const load = useCallback(() => {
    Promise.all([
      api.GET('/api/sendungsstati').then(unwrap),
      api.GET('/api/sendungsstati/anzeigestati-list').then(unwrap),
    ])
      .then(([shipments, display]) => {
        setList(shipments);
        setNames(new Map(display.map((d) => [d.id!, d.kurzBezeichnung])));
      })
      .catch((error: unknown) => notify(toNotifications(error)));
  }, [notify]);
  useEffect(load, [load]);
  const rows = useMemo<Row[]>(() => {
    return (list ?? []).map((s) => ({
      ...s,
      anzeigestatus: (s.sdst_id_anzeige && names.get(s.sdst_id_anzeige)) || text('frei'),
    }));
  }, [list, names]);

  const choose = (row: ShipmentStatus | null) => {
    setSelected(row);
    setFormData(row ? { ...row } : { sdst_id_anzeige: null });
  };
  const remove = async () => {
    setAsking(false);
    if (!selected) return;
    try {
      unwrap(
        await api.DELETE('/api/sendungsstati', {
          body: { ...selected, kurzBezeichnung: selected.kurzBezeichnung ?? '' },
        }),
      );
      success(screen.title ?? '', text('geloescht', selected.kurzBezeichnung ?? ''));
      choose(null);
      load();
    } catch (error) {
      notify(toNotifications(error));
    }
  };
  const actions: Record<SendungsstatusActionId, () => void> = {
    neu: () => choose(null),
    loeschen: () => (selected ? setAsking(true) : notify([errorNotification(text('zeileMarkieren'), screen.title)])),
  };
  const submit = async (data: Data, form: FormControls) => {
    // A shipment status always sends sdst_id_anzeige (null: free); so the server tells it from a display status.
    const body = {
      ...(typeof data.id === 'number' ? { id: data.id, version: data.version as number } : {}),
      kurzBezeichnung: String(data.kurzBezeichnung ?? '').trim(),
      icon: (data.icon as string | null | undefined) || null,
      sdst_id_anzeige: typeof data.sdst_id_anzeige === 'number' ? data.sdst_id_anzeige : null,
    };
    setBusy(true);
    try {
      const saved = unwrap(
        body.id
          ? await api.POST('/api/sendungsstati/update', { body })
          : await api.POST('/api/sendungsstati/create', { body }),
      ) as ShipmentStatus;
      success(screen.title ?? '', text('gespeichert', saved.kurzBezeichnung ?? ''));
      choose(saved);
      load();
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
      <DataGrid<Row>
        label={columnsDoc.title}
        columns={columns}
        rows={rows}
        rowKey={columnsDoc.rowKey}
        total={rows.length}
        page={1}
        pageSize={rows.length}
        paged={false}
        sort={null}
        selectedIds={selected ? [selected.id] : []}
        context={context}
        loading={list === null}
        emptyText={text('keineZeilen')}
        onPageChange={() => undefined}
        onPageSizeChange={() => undefined}
        onSortChange={() => undefined}
        onSelectionChange={(ids) => choose(list?.find((r) => r.id === ids[ids.length - 1]) ?? null)}
      />
      <ScreenForm
        document={screen}
        overlays={variantOverlays}
        context={context}
        formData={formData}
        disabled={busy}
        optionSources={shipmentOptionSources}
        onSubmit={(data, form) => void submit(data, form)}
        onAction={(id) => actions[id as SendungsstatusActionId]?.()}
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

import { useCallback, useEffect, useMemo, useState } from 'react';
import type { components } from '../../../openapi';
import { api, toNotifications, unwrap } from '../../api';
import { useNotifier } from '../../notifications';
import { screenTexts } from '../../texts';
import type { SendungsstatusActionId } from './documentIds';
import { ListEditTab, type ListEdit } from './ListEditTab';
import { shipmentOptionSources } from './shipmentOptionSources';

type Data = Record<string, unknown>;
type ShipmentStatus = components['schemas']['Sendungsstatus'];
type Row = ShipmentStatus & { anzeigestatus: string };
const text = screenTexts('sendungsstatus.screen');
const NEW: Data = { sdst_id_anzeige: null };

const save = async (data: Data) => {
  // A shipment status always sends sdst_id_anzeige (null: free); so the server tells it from a display status.
  const body = {
    ...(typeof data.id === 'number' ? { id: data.id, version: data.version as number } : {}),
    kurzBezeichnung: String(data.kurzBezeichnung ?? '').trim(),
    icon: (data.icon as string | null | undefined) || null,
    sdst_id_anzeige: typeof data.sdst_id_anzeige === 'number' ? data.sdst_id_anzeige : null,
  };
  const saved = unwrap(
    body.id
      ? await api.POST('/api/sendungsstati/update', { body })
      : await api.POST('/api/sendungsstati/create', { body }),
  ) as ShipmentStatus;
  return { ...saved, anzeigestatus: '' };
};
const remove = async ({ anzeigestatus: _shown, ...row }: Row) =>
  unwrap(await api.DELETE('/api/sendungsstati', { body: { ...row, kurzBezeichnung: row.kurzBezeichnung ?? '' } }));
const actions = (edit: ListEdit): Record<SendungsstatusActionId, () => void> => ({
  neu: edit.create,
  loeschen: edit.askDelete,
});

/**
 * Tab Sendungsstatus of /admin, the second half of the status translator (sendungsstatus.screen.json, account-admin.md §4):
 * each shipment status with the display status it is shown as; create, rename, assign (sdst_id_anzeige) and delete.
 */
export function ShipmentStatusTab() {
  const { notify } = useNotifier();
  const [list, setList] = useState<ShipmentStatus[] | null>(null);
  const [names, setNames] = useState(new Map<number, string>());
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
  const rows = useMemo<Row[] | null>(
    () =>
      list &&
      list.map((s) => ({
        ...s,
        anzeigestatus: (s.sdst_id_anzeige && names.get(s.sdst_id_anzeige)) || text('frei'),
      })),
    [list, names],
  );
  return (
    <ListEditTab<Row>
      screen="sendungsstatus.screen"
      columns="sendungsstatus.columns"
      rows={rows}
      empty={NEW}
      name={(row) => row.kurzBezeichnung ?? ''}
      save={save}
      remove={remove}
      reload={load}
      optionSources={shipmentOptionSources}
      actions={actions}
    />
  );
}

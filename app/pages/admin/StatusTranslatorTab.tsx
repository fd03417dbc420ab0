import { InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { api, unwrap } from '../../api';
import { columnDocument } from '../../documents';
import { screenTexts } from '../../texts';
import type { AnzeigestatusActionId } from './documentIds';
import { ListEditTab, type ListEdit } from './ListEditTab';
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
const save = async (data: Data) => {
  const body = toBody(data);
  return unwrap(
    body.id
      ? await api.POST('/api/sendungsstati/update', { body })
      : await api.POST('/api/sendungsstati/create', { body }),
  );
};
const remove = async (row: DisplayStatus) => unwrap(await api.DELETE('/api/sendungsstati', { body: row }));
const actions = (edit: ListEdit): Record<AnzeigestatusActionId, () => void> => ({
  neu: edit.create,
  loeschen: edit.askDelete,
});

/**
 * Tab Statusübersetzer of /admin (anzeigestatus.screen.json, account-admin.md §4 Display statuses and shipment statuses):
 * the display statuses as a list, searched as §5 says, the marked or a new one in the form below. The server's refusals
 * (the two fixed statuses, assigned shipment statuses, a concurrent change) arrive as its notifications.
 */
export function StatusTranslatorTab() {
  const [search, setSearch] = useState('');
  const { rows, reload } = useDisplayStatuses(search);
  return (
    <ListEditTab<DisplayStatus>
      screen="anzeigestatus.screen"
      columns="anzeigestatus.columns"
      label={text('liste')}
      header={
        <InputGroup
          type="search"
          leftIcon="search"
          aria-label={text('suche')}
          placeholder={columnDocument('anzeigestatus.columns').searchPlaceholder}
          title={text('sucheHinweis')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ maxWidth: 320 }}
        />
      }
      rows={rows}
      empty={NEW}
      name={(row) => row.kurzBezeichnung}
      save={save}
      remove={remove}
      reload={reload}
      optionSources={statusOptionSources}
      actions={actions}
    />
  );
}

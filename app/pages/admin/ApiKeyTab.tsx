import { Callout } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatDateTime, gridColumns } from '../../../engine/core';
import { StaticGrid, ScreenForm, useEngineProfile, type FormControls } from '../../../engine/react';
import { apischluesselRegistry } from '../../../schemas/registries';
import type { components } from '../../../openapi';
import { api, errorNotification, fieldMessages, toNotifications, unwrap } from '../../api';
import { columnDocument, screenDocument, variantOverlays } from '../../documents';
import { useNotifier } from '../../notifications';
import { useRuleContext } from '../../session';
import { screenTexts } from '../../texts';
import { apiKeyRows, scopesOf } from './apiKeys';

type ApiKey = components['schemas']['ApiSchluessel'];
type Data = Record<string, unknown>;
/** One action of apischluessel.screen.json, declared in schemas/registries/apischluessel.registry.json. */
type ApiKeyActionId = keyof typeof apischluesselRegistry.actions;

const text = screenTexts('apischluessel.screen');
const EMPTY: Data = { name: '', auftraegeLesen: true, auftraegeSchreiben: false, adressen: false };

/**
 * Tab API-Schlüssel of /admin (apischluessel.screen.json): the tenant's keys in a grid, a form to create one (name and
 * scopes) and the revocation of the marked key. A new key is shown once, with a copy button; the server keeps its hash only.
 */
export function ApiKeyTab() {
  const screen = screenDocument('apischluessel.screen');
  const columnsDoc = columnDocument('apischluessel.columns');
  const widthRule = useEngineProfile().grid.columnWidth;
  const columns = useMemo(() => gridColumns(columnsDoc, widthRule), [columnsDoc, widthRule]);
  const context = useRuleContext();
  const { notify, success } = useNotifier();
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [marked, setMarked] = useState<number | null>(null);
  const [formData, setFormData] = useState<Data>(EMPTY);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    api
      .GET('/api/api-schluessel')
      .then(unwrap)
      .then(setKeys)
      .catch((error: unknown) => {
        setKeys([]);
        notify(toNotifications(error));
      });
  }, [notify]);
  useEffect(load, [load]);
  const rows = useMemo(() => (keys ? apiKeyRows(keys, text.named, formatDateTime) : null), [keys]);
  const markedKey = keys?.find((k) => k.id === marked && !k.widerrufen) ?? null;

  const create = async (data: Data, form: FormControls) => {
    const scopes = scopesOf(data);
    if (!scopes.length) return notify([errorNotification(text('berechtigungWaehlen'), screen.title)]);
    setBusy(true);
    try {
      const name = String(data.name ?? '');
      const created = unwrap(await api.POST('/api/api-schluessel', { body: { name, scopes } }));
      setFormData({ ...EMPTY, neuerSchluessel: created.schluessel });
      success(screen.title ?? '', text('angelegt', created.name));
      load();
    } catch (error) {
      const fields = fieldMessages(error);
      if (fields.length) form.showErrors?.(fields);
      else notify(toNotifications(error));
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (key: ApiKey) => {
    setBusy(true);
    try {
      unwrap(await api.POST('/api/api-schluessel/{id}/widerruf', { params: { path: { id: key.id } } }));
      success(screen.title ?? '', text('widerrufen', key.name));
      setMarked(null);
      load();
    } catch (error) {
      notify(toNotifications(error));
    } finally {
      setBusy(false);
    }
  };
  const actions: Record<ApiKeyActionId, () => void> = {
    anlegen: () => undefined,
    kopieren: () => {
      const key = formData.neuerSchluessel;
      if (typeof key !== 'string') return;
      void navigator.clipboard
        ?.writeText(key)
        .then(() => success(screen.title ?? '', text('kopiert')))
        .catch((error: unknown) => notify(toNotifications(error)));
    },
    widerrufen: () => void (markedKey && revoke(markedKey)),
    aktualisieren: load,
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 }}>
      <ScreenForm
        document={screen}
        overlays={variantOverlays}
        context={context}
        formData={formData}
        ruleData={{ laeuft: busy, markiert: Boolean(markedKey) }}
        disabled={busy}
        onChange={(data) => setFormData(data)}
        onSubmit={(data, form) => void create(data, form)}
        onAction={(id) => actions[id as ApiKeyActionId]?.()}
      />
      <Callout icon="info-sign">{text('nutzung')}</Callout>
      <StaticGrid<NonNullable<typeof rows>[number]>
        label={text('liste')}
        columns={columns}
        rows={rows}
        rowKey={columnsDoc.rowKey}
        selectedIds={marked ? [marked] : []}
        context={context}
        emptyText={text('keineZeilen')}
        onSelectionChange={(ids) => setMarked((ids[ids.length - 1] as number | undefined) ?? null)}
      />
    </div>
  );
}

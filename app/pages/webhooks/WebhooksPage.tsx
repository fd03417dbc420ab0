import { H2, NonIdealState } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { evaluate } from '../../../engine/core';
import { api, errorNotification, toNotifications, unwrap } from '../../api';
import { screenDocument } from '../../documents';
import { useNotifier } from '../../notifications';
import { useRuleContext } from '../../session';
import { screenTexts } from '../../texts';
import { ListEditTab, type ListEdit } from '../admin/ListEditTab';
import { DeliveryLog } from './DeliveryLog';
import { webhooksColumns, webhooksScreen, type WebhooksActionId } from './documentIds';
import { emptyForm, toBody, toRow, type EndpointRow } from './endpointRows';
import { SecretNotice } from './SecretNotice';

type Data = Record<string, unknown>;
const text = screenTexts('webhooks.screen');

/**
 * /masterdata/webhooks (webhooks.screen.json, docs/webhooks.md): the webhook endpoints of the own tenant for admins and
 * main users; the marked one in the form with 'Testen' and 'Geheimnis erneuern', the secret once after creating or
 * renewing, and the marked endpoint's delivery log below. Others read why they cannot; the server refuses them anyway.
 */
export function WebhooksPage() {
  const screen = screenDocument(webhooksScreen);
  const context = useRuleContext();
  const allowed = evaluate(screen.visible, context, true);
  return (
    <section aria-labelledby="webhooks-titel" style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 }}>
      <H2 id="webhooks-titel">{screen.title}</H2>
      {allowed ? (
        <Endpoints />
      ) : (
        <NonIdealState icon="lock" title={text('keinZugriffTitel')} description={text('keinZugriff')} />
      )}
    </section>
  );
}

function Endpoints() {
  const screen = screenDocument(webhooksScreen);
  const { notify, success } = useNotifier();
  const [rows, setRows] = useState<EndpointRow[] | null>(null);
  const [selected, setSelected] = useState<EndpointRow | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [logGeneration, setLogGeneration] = useState(0);
  const selectedRef = useRef<EndpointRow | null>(null);
  const load = useCallback(() => {
    api
      .GET('/api/webhooks')
      .then(unwrap)
      .then((list) => setRows(list.map((e) => toRow(screen, e))))
      .catch((error: unknown) => notify(toNotifications(error)));
  }, [notify, screen]);
  useEffect(load, [load]);
  const empty = useMemo(() => emptyForm(screen), [screen]);

  const select = useCallback((row: EndpointRow | null) => {
    // Another endpoint chosen: a secret shown for the previous one is gone for good.
    if (row?.id !== selectedRef.current?.id) setSecret(null);
    selectedRef.current = row;
    setSelected(row);
  }, []);
  const save = async (data: Data) => {
    const body = toBody(screen, data);
    const id = typeof data.id === 'number' ? data.id : undefined;
    if (id) return toRow(screen, unwrap(await api.PUT('/api/webhooks/{id}', { params: { path: { id } }, body })));
    const created = unwrap(await api.POST('/api/webhooks', { body }));
    selectedRef.current = toRow(screen, created);
    setSecret(created.geheimnis);
    return selectedRef.current;
  };
  const remove = async (row: EndpointRow) =>
    unwrap(await api.DELETE('/api/webhooks/{id}', { params: { path: { id: row.id } } }));
  const withMarked = async (run: (row: EndpointRow) => Promise<void>) => {
    const row = selectedRef.current;
    if (!row) return notify([errorNotification(text('zeileMarkieren'), screen.title)]);
    setBusy(true);
    try {
      await run(row);
    } catch (error) {
      notify(toNotifications(error));
    } finally {
      setBusy(false);
    }
  };
  const actions = (edit: ListEdit): Record<WebhooksActionId, () => void> => ({
    neu: edit.create,
    loeschen: edit.askDelete,
    testen: () =>
      void withMarked(async (row) => {
        const result = unwrap(await api.POST('/api/webhooks/{id}/test', { params: { path: { id: row.id } } }));
        const message =
          result.antwortcode !== null
            ? text('testGesendet', result.antwortcode)
            : text('testOhneAntwort', result.fehler ?? '');
        if (result.antwortcode !== null && result.antwortcode < 300) success(screen.title ?? '', message);
        else notify([errorNotification(message, screen.title)]);
        setLogGeneration((g) => g + 1);
      }),
    geheimnisErneuern: () =>
      void withMarked(async (row) => {
        const renewed = unwrap(await api.POST('/api/webhooks/{id}/geheimnis', { params: { path: { id: row.id } } }));
        setSecret(renewed.geheimnis);
        success(screen.title ?? '', text('geheimnisErneuert'));
      }),
  });
  const ruleData = useMemo(() => ({ ausgewaehlt: Boolean(selected?.id), laeuft: busy }), [selected, busy]);

  return (
    <ListEditTab<EndpointRow>
      screen={webhooksScreen}
      columns={webhooksColumns}
      rows={rows}
      empty={empty}
      name={(row) => row.url}
      save={save}
      remove={remove}
      reload={load}
      actions={actions}
      onSelect={select}
      ruleData={ruleData}
      footer={
        <>
          {secret && <SecretNotice secret={secret} />}
          {selected?.id ? (
            <DeliveryLog endpoint={selected} generation={logGeneration} />
          ) : (
            <p className="bp6-text-muted">{text('protokollOhneAuswahl')}</p>
          )}
        </>
      }
    />
  );
}

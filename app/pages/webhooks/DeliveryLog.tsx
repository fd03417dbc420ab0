import { Button, H4 } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { gridColumns } from '../../../engine/core';
import { StaticGrid, useEngineProfile } from '../../../engine/react';
import type { components } from '../../../openapi';
import { api, toNotifications, unwrap } from '../../api';
import { columnDocument, screenDocument } from '../../documents';
import { useNotifier } from '../../notifications';
import { useRuleContext } from '../../session';
import { screenTexts } from '../../texts';
import { deliveryColumns, webhooksScreen } from './documentIds';
import { eventName } from './endpointRows';

type Attempt = components['schemas']['WebhookZustellversuch'];
type Row = Attempt & { ereignis: string; antwort: string };
const text = screenTexts('webhooks.screen');

/**
 * The delivery log of an endpoint (newest first): time, event, answer code or why none came, attempt, state and next
 * attempt. Loads again when `generation` moves (after a test) and on its button.
 */
export function DeliveryLog({ endpoint, generation }: { endpoint: { id: number; url: string }; generation: number }) {
  const screen = screenDocument(webhooksScreen);
  const columnsDoc = columnDocument(deliveryColumns);
  const widthRule = useEngineProfile().grid.columnWidth;
  const columns = useMemo(() => gridColumns(columnsDoc, widthRule), [columnsDoc, widthRule]);
  const context = useRuleContext();
  const { notify } = useNotifier();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [own, setOwn] = useState(0);
  const load = useCallback(() => setOwn((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    setRows(null);
    api
      .GET('/api/webhooks/{id}/zustellungen', { params: { path: { id: endpoint.id } } })
      .then(unwrap)
      .then((attempts) => {
        if (!live) return;
        setRows(
          attempts.map((a) => ({
            ...a,
            ereignis: a.typ === 'webhook.test' ? text('testereignis') : eventName(screen, a.typ),
            antwort: a.antwortcode !== null ? String(a.antwortcode) : `${text('keineAntwort')}: ${a.fehler ?? ''}`,
          })),
        );
      })
      .catch((error: unknown) => live && notify(toNotifications(error)));
    return () => {
      live = false;
    };
  }, [endpoint.id, generation, own, notify, screen]);
  const title = text('protokollVon', endpoint.url);
  return (
    <section aria-label={title} className="don-webhook-protokoll">
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <H4 style={{ margin: 0, overflowWrap: 'anywhere' }}>{title}</H4>
        <Button icon="refresh" variant="minimal" text={text('protokollAktualisieren')} onClick={load} />
      </div>
      <StaticGrid<Row>
        label={columnsDoc.title ?? text('protokoll')}
        columns={columns}
        rows={rows}
        rowKey={columnsDoc.rowKey}
        context={context}
        emptyText={text('protokollLeer')}
      />
    </section>
  );
}

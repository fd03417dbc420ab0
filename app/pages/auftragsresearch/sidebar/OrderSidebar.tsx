import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Card, NonIdealState, Spinner } from '@blueprintjs/core';
import type { GridColumn, RuleContext, ScreenDocument } from '../../../../engine/core';
import { ScreenTabs } from '../../../../engine/react';
import type { components } from '../../../../openapi';
import { api, toNotifications, unwrap } from '../../../api';
import { useNotifier } from '../../../notifications';
import { listSidebar, type ListTabId } from '../documentIds';
import { listText } from '../messages';
import { ChangesTab } from './ChangesTab';
import { DocumentsTab } from './DocumentsTab';
import { HistoryTab } from './HistoryTab';
import { OrderDetailsTab } from './OrderDetailsTab';
import type { ChainStatus } from './timeline';

type Order = components['schemas']['Auftrag'];

/** Props of {@link OrderSidebar}. */
export interface OrderSidebarProps {
  /** The resolved list document whose tabs node `seitenleiste` the sidebar draws. */
  document: ScreenDocument;
  /** The marked order, or null. */
  orderId: number | null;
  columns: GridColumn[];
  context: RuleContext;
}

/** Loads the status chain on first call and keeps it; the timeline waits for it, so it never shows a half merge. */
function HistoryContent({ order, chain, load }: { order: Order; chain: ChainStatus[] | null; load: () => void }) {
  useEffect(load, [load]);
  return <HistoryTab order={order} chain={chain} />;
}

/**
 * The right sidebar: the document's tabs node (titles, order, visibility rules) drawn by the engine's ScreenTabs; the page
 * registers what each tab shows by its id (typed by listTabIds, which `npm run check` compares with the document).
 */
export function OrderSidebar({ document, orderId, columns, context }: OrderSidebarProps) {
  const { notify } = useNotifier();
  const [order, setOrder] = useState<Order | null>(null);
  const [chain, setChain] = useState<ChainStatus[] | null>(null);
  const chainRequested = useRef(false);

  const loadChain = useCallback(() => {
    if (chainRequested.current) return;
    chainRequested.current = true;
    api
      .GET('/api/sendungsstati/defaultstatuskette')
      .then(unwrap)
      .then(setChain)
      .catch((error: unknown) => {
        setChain([]);
        notify(toNotifications(error));
      });
  }, [notify]);

  useEffect(() => {
    setOrder(null);
    if (orderId === null) return;
    let current = true;
    api
      .GET('/api/auftraege/{id}', { params: { path: { id: orderId } } })
      .then(unwrap)
      .then((o) => {
        if (current) setOrder(o);
      })
      .catch((error: unknown) => notify(toNotifications(error)));
    return () => {
      current = false;
    };
  }, [orderId, notify]);

  const content = (o: Order): Record<ListTabId, () => ReactNode> => ({
    auftrag: () => <OrderDetailsTab order={o} columns={columns} context={context} />,
    historie: () => <HistoryContent order={o} chain={chain} load={loadChain} />,
    dokumente: () => <DocumentsTab order={o} />,
    aenderungen: () => <ChangesTab orderId={o.id!} version={o.version} />,
  });

  return (
    <Card
      compact
      aria-label={listText('seitenleiste')}
      role="complementary"
      style={{ width: 340, flex: '0 0 340px', overflow: 'auto' }}
    >
      {orderId === null && <NonIdealState icon="select" description={listText('keinAuftrag')} />}
      {orderId !== null && !order && <Spinner size={24} aria-label={listText('auftragLaedt')} />}
      {order && <ScreenTabs document={document} id={listSidebar} context={context} content={content(order)} />}
    </Card>
  );
}

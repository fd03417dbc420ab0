import { useEffect, useRef, useState } from 'react';
import { Card, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { evaluate } from '../../../../engine/core';
import type { GridColumn, PanelNode, RuleContext, TabsNode } from '../../../../engine/core';
import { auftragsresearchScreen } from '../../../documents';
import type { components } from '../../../../openapi';
import { api, toNotifications, unwrap } from '../../../api';
import { useNotifier } from '../../../notifications';
import { listText } from '../messages';
import { DocumentsTab } from './DocumentsTab';
import { HistoryTab } from './HistoryTab';
import { OrderDetailsTab } from './OrderDetailsTab';
import type { ChainStatus } from './timeline';

type Order = components['schemas']['Auftrag'];

/** Props of {@link OrderSidebar}. */
export interface OrderSidebarProps {
  /** The marked order, or null. */
  orderId: number | null;
  columns: GridColumn[];
  context: RuleContext;
}

const tabsNode = auftragsresearchScreen.layout.find((n): n is TabsNode => n.type === 'tabs' && n.id === 'seitenleiste');

/** The right sidebar with the tabs Auftrag, Historie and Dokumente (tabs and their visibility from the screen document). */
export function OrderSidebar({ orderId, columns, context }: OrderSidebarProps) {
  const { notify } = useNotifier();
  const [order, setOrder] = useState<Order | null>(null);
  const [chain, setChain] = useState<ChainStatus[] | null>(null);
  const [tab, setTab] = useState<string>('auftrag');
  const chainRequested = useRef(false);

  // The chain is loaded once, when the history is first shown; the timeline waits for it, so it never shows a half merge.
  useEffect(() => {
    if (tab !== 'historie' || chainRequested.current) return;
    chainRequested.current = true;
    api.GET('/api/sendungsstati/defaultstatuskette').then(unwrap).then(setChain)
      .catch((error: unknown) => { setChain([]); notify(toNotifications(error)); });
  }, [tab, notify]);

  useEffect(() => {
    setOrder(null);
    if (orderId === null) return;
    let current = true;
    api.GET('/api/auftraege/{id}', { params: { path: { id: orderId } } }).then(unwrap)
      .then((o) => { if (current) setOrder(o); }).catch((error: unknown) => notify(toNotifications(error)));
    return () => { current = false; };
  }, [orderId, notify]);

  const panels = (tabsNode?.tabs ?? []).filter((t: PanelNode) => evaluate(t.visible, context, true));
  const body = (id: string, o: Order) => {
    if (id === 'historie') return chain ? <HistoryTab order={o} chain={chain} /> : <Spinner size={24} aria-label="Statuskette wird geladen" />;
    if (id === 'dokumente') return <DocumentsTab order={o} />;
    return <OrderDetailsTab order={o} columns={columns} context={context} />;
  };

  return (
    <Card compact aria-label="Auftragsdetails" role="complementary" style={{ width: 340, flex: '0 0 340px', overflow: 'auto' }}>
      {orderId === null && <NonIdealState icon="select" description={listText('keinAuftrag')} />}
      {orderId !== null && !order && <Spinner size={24} aria-label="Auftrag wird geladen" />}
      {order && (
        <Tabs id="auftragsresearch-seitenleiste" renderActiveTabPanelOnly selectedTabId={tab} onChange={(id) => setTab(String(id))}>
          {panels.map((t) => <Tab key={t.id} id={t.id} title={t.title} panel={body(t.id, order)} />)}
        </Tabs>
      )}
    </Card>
  );
}

import { useMemo } from 'react';
import { DocumentView } from '../../../../engine/react';
import { viewDocument } from '../../../documents';
import { historyTabTexts, listTabViews } from '../documentIds';
import { buildTimeline } from './timeline';
import type { ChainStatus, TimelineOrder } from './timeline';

/** Tab Historie (view document seitenleisteHistorie): the status timeline of orders.md §4, waiting for the status chain. */
export function HistoryTab({ order, chain }: { order: TimelineOrder; chain: ChainStatus[] | null }) {
  const document = viewDocument(listTabViews.historie);
  const data = useMemo(() => {
    const texts = {
      secretStatus: document.messages?.[historyTabTexts.secretStatus] ?? '',
      reached: document.messages?.[historyTabTexts.reached] ?? '',
    };
    return { geladen: chain !== null, eintraege: chain ? buildTimeline(order, chain, texts) : [] };
  }, [document, order, chain]);
  return <DocumentView document={document} data={data} />;
}

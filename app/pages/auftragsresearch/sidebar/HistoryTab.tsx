import { Classes, Icon, Intent } from '@blueprintjs/core';
import { formatDateTime } from '../../../../engine/core';
import { listText } from '../messages';
import { buildTimeline } from './timeline';
import type { ChainStatus, TimelineOrder } from './timeline';

const icons = { current: 'record', done: 'full-circle', missing: 'circle' } as const;
/** The document's message key of each state's icon title. */
const stateLabels = { current: 'statusAktuell', done: 'statusErreicht', missing: 'statusOffen' } as const;

/** Tab Historie: the status timeline of orders.md §4. */
export function HistoryTab({ order, chain }: { order: TimelineOrder; chain: ChainStatus[] }) {
  const entries = buildTimeline(order, chain, { secretStatus: listText('geheimstatus'), reached: listText('istErfolgt') });
  return (
    <ol aria-label={listText('statushistorie')} className={Classes.LIST_UNSTYLED}>
      {entries.map((e) => (
        <li key={e.key} aria-current={e.state === 'current' ? 'step' : undefined} style={{ display: 'flex', gap: 8, padding: '4px 0' }}>
          <Icon icon={icons[e.state]} intent={e.state === 'current' ? Intent.PRIMARY : Intent.NONE} title={listText(stateLabels[e.state])} />
          <div>
            <div style={{ fontWeight: e.state === 'current' ? 600 : 400 }}>{e.label}</div>
            <div className={Classes.TEXT_MUTED}>{[e.datum && formatDateTime(e.datum), e.ereignisort, e.kommentar].filter(Boolean).join(' · ')}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}

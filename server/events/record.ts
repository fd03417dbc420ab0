import type { Db } from '../db';
import type { OrderEventType } from './types';

/** What happened to which orders; `data` is merged into the payload beside the order summary. */
export interface OrderEvent {
  type: OrderEventType;
  orderIds: number[];
  data?: Record<string, unknown>;
}

/**
 * Records an order event in the transaction of the change (`tx`), so it is queued exactly when the change commits: one
 * event per order with the order's summary as it is now, and one delivery per active endpoint of the order's tenant that
 * subscribes to the type (SQL function of migration 0028; nothing is stored without such an endpoint).
 */
export async function recordOrderEvent(tx: Db, event: OrderEvent): Promise<void> {
  if (!event.orderIds.length) return;
  await tx.query('SELECT webhook_ereignis_erfassen($1, $2::int[], $3::jsonb)', [
    event.type,
    event.orderIds,
    event.data ? JSON.stringify(event.data) : null,
  ]);
}

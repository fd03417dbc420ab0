/**
 * The order events a tenant's webhook endpoints subscribe to (docs/webhooks.md), with their German names for the screen.
 * The screen document webhooks.screen.json lists the same values; a unit test compares both.
 */
export const ORDER_EVENT_TYPES = {
  'auftrag.angelegt': 'Auftrag angelegt',
  'auftrag.geaendert': 'Auftrag geändert',
  'auftrag.uebergeben': 'Auftrag übergeben',
  'auftrag.uebergabeAbgebrochen': 'Übergabe abgebrochen',
  'auftrag.preisErmittelt': 'Preis ermittelt',
  'auftrag.sendungsstatusGeaendert': 'Sendungsstatus geändert',
  'auftrag.zugestellt': 'Auftrag zugestellt',
} as const;

/** One order event type. */
export type OrderEventType = keyof typeof ORDER_EVENT_TYPES;

/** The event the 'Testen' button sends; never queued, never subscribed to. */
export const TEST_EVENT_TYPE = 'webhook.test';

/** Whether a value names an order event type (own keys only). */
export function isOrderEventType(value: unknown): value is OrderEventType {
  return typeof value === 'string' && Object.hasOwn(ORDER_EVENT_TYPES, value);
}

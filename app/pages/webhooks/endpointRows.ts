import type { ScreenDocument } from '../../../engine/core';
import type { components } from '../../../openapi';

type Data = Record<string, unknown>;
/** An endpoint as the server answers it. */
export type Endpoint = components['schemas']['WebhookEndpunkt'];
/** An endpoint as list row and form data: one flag per event type, the German names of the chosen ones. */
export type EndpointRow = Endpoint & Data & { ereignisText: string };

/** The form field of an event type: the type with '_' for '.' (webhooks.screen.json, the enum of ereignisse). */
export const eventField = (type: string) => type.replace('.', '_');

/** The event types of the document, in its order. */
export function eventTypes(screen: ScreenDocument): string[] {
  const list = (screen.dataSchema.properties as Record<string, { items?: { enum?: string[] } }> | undefined)
    ?.ereignisse;
  return (list?.items?.enum ?? []).slice();
}

/** The German name of an event type: the title of its field in the document. */
export function eventName(screen: ScreenDocument, type: string): string {
  const field = (screen.dataSchema.properties as Record<string, { title?: string }> | undefined)?.[eventField(type)];
  return field?.title ?? type;
}

/** The list row and form data of an endpoint. */
export function toRow(screen: ScreenDocument, endpoint: Endpoint): EndpointRow {
  const flags = Object.fromEntries(eventTypes(screen).map((t) => [eventField(t), endpoint.ereignisse.includes(t)]));
  const ereignisText = endpoint.ereignisse.map((t) => eventName(screen, t)).join(', ');
  return { ...endpoint, ...flags, ereignisText };
}

/** The form data of a new endpoint: active, no event chosen. */
export function emptyForm(screen: ScreenDocument): Data {
  return { url: '', aktiv: true, ...Object.fromEntries(eventTypes(screen).map((t) => [eventField(t), false])) };
}

/** The body of a save from the form data: the chosen events from their flags. */
export function toBody(screen: ScreenDocument, data: Data) {
  return {
    url: String(data.url ?? '').trim(),
    aktiv: data.aktiv !== false,
    ereignisse: eventTypes(screen).filter((t) => data[eventField(t)] === true),
  };
}

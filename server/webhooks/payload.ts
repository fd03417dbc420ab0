import { signatureHeader } from './sign';

/** The body every delivery sends (contract: webhooks, WebhookEreignis). */
export interface EventBody {
  id: string;
  typ: string;
  erstellt: string;
  mandantId: number;
  daten: Record<string, unknown>;
}

/** The body as sent (JSON text, signed as it is) and the headers of one attempt at `at`. */
export function request(secret: string, event: EventBody, at: Date, deliveryId: string) {
  const body = JSON.stringify(event);
  return {
    body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'DisponentOnline-Webhooks/1',
      'disponent-ereignis': event.typ,
      'disponent-ereignis-id': event.id,
      'disponent-zustellung': deliveryId,
      'disponent-signatur': signatureHeader(secret, at, body),
    },
  };
}

import type { Decorator } from '@storybook/react-vite';
import type { TrackingAnswer } from './trackingData';

/** Tokens of the stories: on its way, delivered; any other one is unknown. */
export const STORY_TOKENS = { unterwegs: 'unterwegs', zugestellt: 'zugestellt' } as const;

const chain = ['Auftrag erfasst', 'Auftrag übernommen', 'Abgeholt', 'Im Umschlaglager', 'In Zustellung', 'Zugestellt'];
const at = (hours: number) => new Date(Date.UTC(2026, 10, 23, 7) + hours * 3_600_000).toISOString();

/** A shipment that reached `reached` statuses of the chain (the last one reached is the current one). */
export function fixtureTracking(reached: number, unsubscribed = false): TrackingAnswer {
  const delivered = reached === chain.length;
  return {
    verlauf: chain.map((label, i) => ({
      label,
      state: i === reached - 1 ? 'current' : i < reached ? 'done' : 'missing',
      datum: i < reached ? at(i * 9) : null,
      ort: i >= 2 && i < reached ? 'Hamburg' : null,
    })),
    zustellfenster: { datum: '2026-11-25', von: '08:00', bis: '12:00' },
    zielort: { plz: '20457', ort: 'Hamburg' },
    zugestellt: delivered,
    abliefernachweis: delivered ? { datum: at(45), ort: 'Hamburg', unterschrift: true } : null,
    abgemeldet: unsubscribed,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the tracking calls as the server does (stories only); unsubscribing is remembered per story. */
export const withTrackingApi: Decorator = (Story) => {
  const unsubscribed = new Set<string>();
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  const outer = globalThis.fetch;
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const match = /\/api\/sendungsverfolgung\/([^/]+)(\/abmelden)?$/.exec(new URL(request.url).pathname);
    if (!match) return outer(request);
    const [, token, unsubscribe] = match;
    const reached = token === STORY_TOKENS.zugestellt ? chain.length : token === STORY_TOKENS.unterwegs ? 4 : 0;
    if (!reached)
      return json(
        [
          {
            id: 'sendungsverfolgung.nichtGefunden',
            fieldname: null,
            severity: 'ERROR',
            header: 'Sendungsverfolgung',
            message: 'Diese Sendungsverfolgung gibt es nicht. Bitte prüfen Sie den Link aus Ihrer E-Mail.',
          },
        ],
        404,
      );
    if (unsubscribe) {
      unsubscribed.add(token);
      return new Response(null, { status: 204 });
    }
    return json(fixtureTracking(reached, unsubscribed.has(token)));
  }) as typeof fetch;
  return <Story />;
};

import type { components } from '../../../openapi';

/** The public answer of GET /api/sendungsverfolgung/{token}. */
export type TrackingAnswer = components['schemas']['Sendungsverfolgung'];

/** The texts the page fills in (messages of the view document). */
export interface TrackingTexts {
  ganztaegig: string;
  zeitAb: string;
  zeitVonBis: string;
  unterschriftLiegtVor: string;
  unterschriftFehlt: string;
}

const fill = (text: string, ...values: string[]) =>
  text.replace(/\{(\d)\}/g, (_, n: string) => values[Number(n) - 1] ?? '');

/** The times of the delivery window: all day, from a time, or from–to. */
export function windowText(window: TrackingAnswer['zustellfenster'], texts: TrackingTexts): string {
  if (!window) return '';
  if (!window.von) return texts.ganztaegig;
  return window.bis ? fill(texts.zeitVonBis, window.von, window.bis) : fill(texts.zeitAb, window.von);
}

/** The view's data of an answer (sendungsverfolgung.view.json 'Daten'). */
export function trackingData(answer: TrackingAnswer, texts: TrackingTexts, unsubscribePage: boolean) {
  const place = [answer.zielort.plz, answer.zielort.ort].filter(Boolean).join(' ');
  const proof = answer.abliefernachweis;
  return {
    geladen: true,
    fehler: '',
    zielort: place,
    zustellDatum: answer.zustellfenster?.datum ?? '',
    zustellZeit: windowText(answer.zustellfenster, texts),
    eintraege: answer.verlauf,
    zugestellt: answer.zugestellt,
    nachweis: proof
      ? {
          datum: proof.datum,
          ort: proof.ort ?? '',
          unterschrift: proof.unterschrift ? texts.unterschriftLiegtVor : texts.unterschriftFehlt,
        }
      : null,
    abmelden: unsubscribePage,
    abgemeldet: answer.abgemeldet,
  };
}

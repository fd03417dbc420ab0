import { describe, expect, it } from 'vitest';
import { buildTimeline, syntheticEntries } from './timeline';
import { viewDocument } from '../../../documents';
import { historyTabTexts, listTabViews } from '../documentIds';

// The texts as the history tab's view document has them (messages geheimstatus, istErfolgt).
const messages = viewDocument(listTabViews.historie).messages ?? {};
const texts = { secretStatus: messages[historyTabTexts.secretStatus], reached: messages[historyTabTexts.reached] };

const chain = [
  { id: 1000001, kurzBezeichnung: 'Auftrag erfasst', anzeigefolge: 1 },
  { id: 1000002, kurzBezeichnung: 'Auftrag übernommen', anzeigefolge: 2 },
  { id: 20, kurzBezeichnung: 'Abgeholt', anzeigefolge: 3 },
  { id: 30, kurzBezeichnung: 'Zugestellt', anzeigefolge: 5 },
  { id: 25, kurzBezeichnung: 'Im Umschlaglager', anzeigefolge: 4 },
];
const datum = '2026-11-20T08:00:00.000Z';

describe('history timeline (orders.md §4)', () => {
  it('adds the captured entry; the second step only from status 3, one second later', () => {
    expect(syntheticEntries({ datum, status: { id: 1 } }, texts.reached)).toEqual([
      { datum, sendungsstatus: { id: 1000001 } },
    ]);
    const two = syntheticEntries({ datum, status: { id: 3 } }, texts.reached);
    expect(two[1]).toEqual({
      datum: '2026-11-20T08:00:01.000Z',
      kommentar: 'ist erfolgt',
      sendungsstatus: { id: 1000002 },
    });
  });

  it('merges chain and history by display status; current, done and missing', () => {
    const timeline = buildTimeline(
      {
        datum,
        status: { id: 3 },
        auftragshistorie: [
          {
            datum: '2026-11-21T10:15:00Z',
            ereignisort: 'Hamburg',
            sendungsstatus: { id: 501, sdst_id_anzeige: 20, kurzBezeichnung: 'Abholung erfolgt' },
          },
        ],
      },
      chain,
      texts,
    );
    expect(timeline.map((e) => [e.label, e.state])).toEqual([
      ['Auftrag erfasst', 'done'],
      ['Auftrag übernommen', 'done'],
      ['Abgeholt', 'current'],
      ['Im Umschlaglager', 'missing'],
      ['Zugestellt', 'missing'],
    ]);
    expect(timeline[2].ereignisort).toBe('Hamburg');
    expect(timeline[1].kommentar).toBe('ist erfolgt');
  });

  it('labels history without a known display status Geheimstatus, placed by date', () => {
    const timeline = buildTimeline(
      { datum, status: { id: 1 }, auftragshistorie: [{ datum: '2026-11-20T09:00:00Z', sendungsstatus: { id: 999 } }] },
      chain,
      texts,
    );
    expect(timeline.map((e) => [e.label, e.state])).toEqual([
      ['Auftrag erfasst', 'done'],
      ['Geheimstatus', 'current'],
      ['Auftrag übernommen', 'missing'],
      ['Abgeholt', 'missing'],
      ['Im Umschlaglager', 'missing'],
      ['Zugestellt', 'missing'],
    ]);
  });

  it('hides undated entries once the last chain status is reached', () => {
    const timeline = buildTimeline(
      {
        datum,
        status: { id: 4 },
        auftragshistorie: [
          { datum: '2026-11-22T14:00:00Z', kommentar: 'Empfänger: Krüger', sendungsstatus: { id: 30 } },
        ],
      },
      chain,
      texts,
    );
    expect(timeline.map((e) => [e.label, e.state])).toEqual([
      ['Auftrag erfasst', 'done'],
      ['Auftrag übernommen', 'done'],
      ['Zugestellt', 'current'],
    ]);
  });

  it('uses the latest of several history entries of one status', () => {
    const timeline = buildTimeline(
      {
        datum,
        status: { id: 1 },
        auftragshistorie: [
          { datum: '2026-11-21T10:00:00Z', kommentar: 'erster Versuch', sendungsstatus: { id: 20 } },
          { datum: '2026-11-21T12:00:00Z', kommentar: 'zweiter Versuch', sendungsstatus: { id: 20 } },
        ],
      },
      chain,
      texts,
    );
    expect(timeline.find((e) => e.statusId === 20)?.kommentar).toBe('zweiter Versuch');
  });
});

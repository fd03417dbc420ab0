import { berlinTime } from './time';
import { EdifactError, readSegments, value, type Segment } from './read';

/** One status of a consignment: the order's number as sent in the IFTMIN (CNI), the status code, when and where. */
export interface StatusReport {
  referenz: string;
  code: string;
  datum: Date;
  ort: string | null;
  kommentar: string | null;
}

/** A read IFTSTA interchange: who sent it, its control reference and the statuses of all its messages. */
export interface StatusInterchange {
  absender: string;
  kontrollnummer: string;
  statuses: StatusReport[];
}

/** DTM 2380 in format 203 (CCYYMMDDHHMM) or 102 (CCYYMMDD), German time. */
function eventTime(s: Segment): Date {
  const text = value(s, 0, 1);
  const format = value(s, 0, 2) || '203';
  const m =
    format === '102' ? /^(\d{4})(\d{2})(\d{2})$/.exec(text) : /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  const [y, mo, d, h, mi] = (m ?? []).slice(1).map(Number);
  const at = m && berlinTime(y, mo, d, h ?? 0, mi ?? 0);
  if (!at) throw new EdifactError(`Das Datum ${text} (Format ${format}) ist ungültig.`);
  return at;
}

/** The statuses of one message (UNH … UNT): every STS in a CNI group with its DTM, LOC and FTX. */
function messageStatuses(segments: Segment[]): StatusReport[] {
  const out: StatusReport[] = [];
  let referenz: string | null = null;
  let status: StatusReport | null = null;
  for (const s of segments) {
    if (s.tag === 'CNI') {
      referenz = value(s, 1);
      status = null;
      if (!referenz) throw new EdifactError('Ein CNI-Segment nennt keine Auftragsnummer.');
    } else if (s.tag === 'STS') {
      if (!referenz) throw new EdifactError('Ein STS-Segment steht vor dem ersten CNI-Segment.');
      const code = value(s, 1);
      if (!code) throw new EdifactError(`Der Status zu Auftrag ${referenz} hat keinen Statuscode.`);
      status = { referenz, code, datum: new Date(NaN), ort: null, kommentar: null };
      out.push(status);
    } else if (status && s.tag === 'DTM' && (value(s, 0) === '334' || Number.isNaN(status.datum.getTime()))) {
      status.datum = eventTime(s);
    } else if (status && s.tag === 'LOC') {
      status.ort = (value(s, 1, 3) || value(s, 1)).slice(0, 35) || null;
    } else if (status && s.tag === 'FTX') {
      status.kommentar = s.elements[3]?.filter(Boolean).join(' ') || null;
    }
  }
  const undated = out.find((st) => Number.isNaN(st.datum.getTime()));
  if (undated)
    throw new EdifactError(`Der Status ${undated.code} zu Auftrag ${undated.referenz} hat kein Datum (DTM).`);
  return out;
}

/**
 * Reads an IFTSTA interchange (docs/edifact.md): checks the envelope (UNB/UNZ control reference and message count, UNT
 * segment counts, message type IFTSTA) and returns its statuses. Anything else is an EdifactError with a German text.
 */
export function readIftsta(bytes: Buffer): StatusInterchange {
  const segments = readSegments(bytes);
  const unb = segments[0];
  const unz = segments.at(-1);
  if (unb?.tag !== 'UNB' || unz?.tag !== 'UNZ') throw new EdifactError('UNB oder UNZ fehlt.');
  const absender = value(unb, 1);
  const kontrollnummer = value(unb, 4);
  if (!absender || !kontrollnummer)
    throw new EdifactError('Das UNB-Segment nennt keinen Absender oder keine Kontrollnummer.');
  if (value(unz, 1) !== kontrollnummer)
    throw new EdifactError('Die Kontrollnummern in UNB und UNZ stimmen nicht überein.');
  const statuses: StatusReport[] = [];
  let messages = 0;
  for (let i = 1; i < segments.length - 1;) {
    const unh = segments[i];
    if (unh.tag !== 'UNH') throw new EdifactError(`Segment ${unh.tag} steht außerhalb einer Nachricht.`);
    if (value(unh, 1) !== 'IFTSTA') throw new EdifactError(`Nachrichtentyp ${value(unh, 1)} statt IFTSTA.`);
    const end = segments.findIndex((s, j) => j > i && s.tag === 'UNT');
    if (end < 0) throw new EdifactError('Eine Nachricht endet ohne UNT-Segment.');
    if (Number(value(segments[end], 0)) !== end - i + 1 || value(segments[end], 1) !== value(unh, 0))
      throw new EdifactError(`Das UNT-Segment der Nachricht ${value(unh, 0)} stimmt nicht mit der Nachricht überein.`);
    statuses.push(...messageStatuses(segments.slice(i + 1, end)));
    messages += 1;
    i = end + 1;
  }
  if (Number(value(unz, 0)) !== messages) throw new EdifactError('Die Anzahl der Nachrichten in UNZ stimmt nicht.');
  if (!statuses.length) throw new EdifactError('Die Übertragung enthält keinen Status.');
  return { absender, kontrollnummer, statuses };
}

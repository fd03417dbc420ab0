import { segment, SYNTAX_VERSION, UNA, type EdifactCharset } from './syntax';
import { berlinParts as berlin } from './time';

/** The interchange around one message: parties (UNB 0004/0010), control reference (0020), creation time, character set. */
export interface Envelope {
  sender: string;
  recipient: string;
  controlRef: string;
  created: Date;
  charset: EdifactCharset;
}

/** DTM of a point in time, format 203 (CCYYMMDDHHMM, German time). */
export function dtm(cs: EdifactCharset, qualifier: string, at: Date): string {
  const t = berlin(at);
  return segment(cs, 'DTM', [qualifier, `${t.year}${t.month}${t.day}${t.hour}${t.minute}`, '203']);
}

/**
 * UNA, UNB, one message UNH … UNT, UNZ. Syntax version 3 dates the interchange YYMMDD, version 4 CCYYMMDD. UNT counts the
 * message's segments including UNH and UNT; the message reference is 1, the only message of its interchange.
 */
export function interchange(envelope: Envelope, type: string, body: string[]): string {
  const cs = envelope.charset;
  const t = berlin(envelope.created);
  const version = SYNTAX_VERSION[cs];
  const date = (version === '3' ? t.year.slice(2) : t.year) + t.month + t.day;
  const message = [segment(cs, 'UNH', '1', [type, 'D', '96A', 'UN']), ...body];
  return [
    UNA,
    segment(
      cs,
      'UNB',
      [cs, version],
      [envelope.sender, 'ZZZ'],
      [envelope.recipient, 'ZZZ'],
      [date, t.hour + t.minute],
      envelope.controlRef,
    ),
    ...message,
    segment(cs, 'UNT', message.length + 1, '1'),
    segment(cs, 'UNZ', '1', envelope.controlRef),
  ].join('');
}

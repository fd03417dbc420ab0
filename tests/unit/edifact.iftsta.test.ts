import { describe, expect, it } from 'vitest';
import { dispatchOptionsFromEnv, EdifactError, readIftsta } from '../../server/edifact';

/** An IFTSTA interchange from its message segments (without UNH/UNT), the UNT count computed unless given. */
function file(
  body: string[],
  opts: { charset?: string; control?: string; unt?: number; unz?: number; type?: string } = {},
) {
  const control = opts.control ?? 'C1';
  const message = [`UNH+1+${opts.type ?? 'IFTSTA'}:D:96A:UN`, ...body];
  const segments = [
    `UNB+${opts.charset ?? 'UNOC'}:3+PARTNER:ZZZ+PORTAL:ZZZ+260701:1205+${control}`,
    ...message,
    `UNT+${opts.unt ?? message.length + 1}+1`,
    `UNZ+${opts.unz ?? 1}+${control}`,
  ];
  const text = "UNA:+.? '" + segments.map((s) => `${s}'`).join('\r\n');
  return Buffer.from(text, opts.charset === 'UNOW' ? 'utf8' : 'latin1');
}
const status = (nr: string, code: string, dtm = 'DTM+334:202601151430:203') => [`CNI+1+${nr}`, `STS+1+${code}`, dtm];

describe('IFTSTA reader', () => {
  it('reads sender, control reference and every status with German time, place and comment', () => {
    const read = readIftsta(
      file([
        ...status('4711001', 'ABH'),
        'LOC+Z01+HAM:::Hamburg?+Umschlag',
        'FTX+AAI+++Rampe 3:Tor 2',
        ...status('4711002', 'ZUG', 'DTM+334:20260715:102'),
      ]),
    );
    expect(read).toMatchObject({ absender: 'PARTNER', kontrollnummer: 'C1' });
    expect(read.statuses).toEqual([
      // 14:30 in January (CET, +1) and midnight in July (CEST, +2).
      {
        referenz: '4711001',
        code: 'ABH',
        datum: new Date('2026-01-15T13:30:00.000Z'),
        ort: 'Hamburg+Umschlag',
        kommentar: 'Rampe 3 Tor 2',
      },
      { referenz: '4711002', code: 'ZUG', datum: new Date('2026-07-14T22:00:00.000Z'), ort: null, kommentar: null },
    ]);
  });

  it('reads UNOW files as UTF-8', () => {
    const read = readIftsta(file([...status('4711001', 'ABH'), 'LOC+Z01+:::Łódź'], { charset: 'UNOW' }));
    expect(read.statuses[0].ort).toBe('Łódź');
  });

  it.each([
    ['garbage', Buffer.from('Hallo'), 'Die Datei beginnt nicht mit einem UNB-Segment.'],
    ['another message type', file(status('1', 'ABH'), { type: 'IFTMIN' }), 'Nachrichtentyp IFTMIN statt IFTSTA.'],
    [
      'a wrong UNT count',
      file(status('1', 'ABH'), { unt: 9 }),
      'Das UNT-Segment der Nachricht 1 stimmt nicht mit der Nachricht überein.',
    ],
    ['a wrong UNZ count', file(status('1', 'ABH'), { unz: 2 }), 'Die Anzahl der Nachrichten in UNZ stimmt nicht.'],
    [
      'an impossible date',
      file(status('1', 'ABH', 'DTM+334:202602301200:203')),
      'Das Datum 202602301200 (Format 203) ist ungültig.',
    ],
    ['a status without date', file(['CNI+1+7', 'STS+1+ABH']), 'Der Status ABH zu Auftrag 7 hat kein Datum (DTM).'],
    ['a status before any consignment', file(['STS+1+ABH']), 'Ein STS-Segment steht vor dem ersten CNI-Segment.'],
    ['no status at all', file(['BGM+23+X+9']), 'Die Übertragung enthält keinen Status.'],
    [
      'an unknown character set',
      file(status('1', 'ABH'), { charset: 'UNOX' }),
      'Der Zeichensatz UNOX wird nicht unterstützt.',
    ],
  ])('refuses %s with a German reason', (_name, bytes, message) => {
    expect(() => readIftsta(bytes)).toThrow(new EdifactError(message));
  });
});

describe('dispatch settings from the environment', () => {
  it('runs the stand-in unless DISPATCH_ADAPTER=edifact, with folders below DATA_DIR by default', () => {
    expect(dispatchOptionsFromEnv({}, '/data')).toEqual({ adapter: 'standin' });
    expect(dispatchOptionsFromEnv({ DISPATCH_ADAPTER: 'edifact' }, '/data')).toEqual({
      adapter: 'edifact',
      edifact: {
        sender: 'DISPONENT-ONLINE',
        recipient: 'DISPONENTPLUS',
        charset: 'UNOC',
        folders: {
          outbox: '/data/edifact/ausgang',
          inbox: '/data/edifact/eingang',
          archive: '/data/edifact/eingang/archiv',
          error: '/data/edifact/eingang/fehler',
        },
        sftp: undefined,
        pollSeconds: 60,
      },
    });
  });

  it('takes SFTP settings with remote paths as given', () => {
    const o = dispatchOptionsFromEnv(
      {
        DISPATCH_ADAPTER: 'edifact',
        EDIFACT_SFTP_HOST: 'edi.example',
        EDIFACT_SFTP_USER: 'u',
        EDIFACT_INBOX: 'in',
        EDIFACT_OUTBOX: '/out',
        EDIFACT_CHARSET: 'unow',
      },
      '/data',
    );
    expect(o).toMatchObject({
      edifact: {
        charset: 'UNOW',
        folders: { outbox: '/out', inbox: 'in', archive: 'in/archiv', error: 'in/fehler' },
        sftp: { host: 'edi.example', port: 22, username: 'u' },
      },
    });
  });

  it.each([
    [{ DISPATCH_ADAPTER: 'ftp' }, 'DISPATCH_ADAPTER ftp ist unbekannt'],
    [{ DISPATCH_ADAPTER: 'edifact', EDIFACT_CHARSET: 'UNOA' }, 'EDIFACT_CHARSET muss UNOC oder UNOW sein.'],
    [{ DISPATCH_ADAPTER: 'edifact', EDIFACT_SENDER: "A+B'" }, 'EDIFACT_SENDER muss'],
    [{ DISPATCH_ADAPTER: 'edifact', EDIFACT_POLL_SECONDS: '0' }, 'EDIFACT_POLL_SECONDS muss'],
    [{ DISPATCH_ADAPTER: 'edifact', EDIFACT_SFTP_HOST: 'h' }, 'EDIFACT_INBOX und EDIFACT_OUTBOX Pflicht'],
  ])('refuses the start for %o', (env, message) => {
    expect(() => dispatchOptionsFromEnv(env, '/data')).toThrow(message);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, mandantId, withStoredVersion, type TestApp } from './helpers';
import { day, line, newOrder, position, REQUIRED, type Answer, type Json } from './auftragserfassung.fixtures';

// Each case: what the payload changes, which switches of the demo tenant (Hamburg) are on, and the field and message
// the server must answer. Field paths follow the capture document (e.g. 'verkehrsart' or 'verkehrsart.id').
const REFUSED: {
  name: string;
  user?: string;
  config?: Record<string, string>;
  order: Json;
  field: RegExp;
  message: string;
}[] = [
  { name: 'Frankatur missing', order: { frankatur: undefined }, field: /^frankatur(\.id)?$/, message: REQUIRED },
  {
    name: 'Verkehrsart missing with isVerkehrsartPflichtfeld',
    config: { isVerkehrsartPflichtfeld: 'true' },
    order: { verkehrsart: null },
    field: /^verkehrsart(\.id)?$/,
    message: REQUIRED,
  },
  {
    name: 'pick-up date missing with isAbholDatumPflicht',
    config: { isAbholDatumPflicht: 'true' },
    order: { abholDatumVon: null },
    field: /^(abholDatum|beladedatum)$/,
    message: REQUIRED,
  },
  {
    name: 'delivery date missing with isZustellDatumPflicht',
    config: { isZustellDatumPflicht: 'true' },
    order: { zustellDatumVon: null, zustellDatumBis: null },
    field: /^(zustellDatum|entladedatum)$/,
    message: REQUIRED,
  },
  {
    name: 'partner reference over 35',
    order: { partnerReferenz: 'P'.repeat(36) },
    field: /^partnerReferenz$/,
    message: 'max. 35 Zeichen',
  },
  {
    name: 'recipient reference over 35',
    order: { empfaengerReferenz: 'E'.repeat(36) },
    field: /^empfaengerReferenz$/,
    message: 'max. 35 Zeichen',
  },
  {
    name: 'Dispohinweis over 70',
    order: { dispohinweis: 'D'.repeat(71) },
    field: /^dispohinweis$/,
    message: 'max. 70 Zeichen',
  },
  {
    name: 'Zollvermerk over 100',
    order: { zollvermerk: 'Z'.repeat(101) },
    field: /^zollvermerk$/,
    message: 'max. 100 Zeichen',
  },
  {
    name: 'Hinweis with 6 line breaks',
    order: { hinweis: 'a\nb\nc\nd\ne\nf\ng' },
    field: /^hinweis$/,
    message: 'Höchstens 5 Zeilenumbrüche erlaubt.',
  },
  {
    name: 'IBAN with a wrong checksum (variant B)',
    user: 'kunde-b',
    order: { iban: 'DE89 3704 0044 0532 0130 01' },
    field: /^iban$/,
    message: 'Bitte eine gültige IBAN eingeben.',
  },
  {
    name: 'sender name over 35',
    order: { absender: { name: 'N'.repeat(36), ort: 'Hamburg' } },
    field: /^absender(\.n|N)ame$/,
    message: 'max. 35 Zeichen',
  },
  {
    name: 'Nachnahme over 999.999,99',
    order: { nachnahmeBetrag: 1_000_000 },
    field: /^nachnahmeBetrag$/,
    message: 'Der Wert darf höchstens 999.999,99 betragen.',
  },
  {
    name: 'position without Inhalt',
    order: { auftragspositionen: [position({ warengutBezeichnung: undefined })] },
    field: /^auftragspositionen\.0\.warengutBezeichnung$/,
    message: REQUIRED,
  },
  {
    name: 'position without Gewicht',
    order: { auftragspositionen: [position(), position({ bruttoGewicht: undefined })] },
    field: /^auftragspositionen\.1\.bruttoGewicht$/,
    message: REQUIRED,
  },
  {
    name: 'position weight at 90,000,000',
    order: { auftragspositionen: [position({ bruttoGewicht: 90_000_000 })] },
    field: /^auftragspositionen\.0\.bruttoGewicht$/,
    message: 'Der Wert muss kleiner als 90.000.000 sein.',
  },
  {
    name: 'length missing with isLaengePflichtfeld',
    config: { isLaengePflichtfeld: 'true' },
    order: {},
    field: /^auftragspositionen\.0\.laengeCM$/,
    message: REQUIRED,
  },
  {
    name: 'width missing with isBreitePflichtfeld',
    config: { isBreitePflichtfeld: 'true' },
    order: {},
    field: /^auftragspositionen\.0\.breiteCM$/,
    message: REQUIRED,
  },
  {
    name: 'height missing with isHoehePflichtfeld',
    config: { isHoehePflichtfeld: 'true' },
    order: {},
    field: /^auftragspositionen\.0\.hoeheCM$/,
    message: REQUIRED,
  },
  {
    name: 'height missing for metro users',
    user: 'metro',
    order: { auftragspositionen: [position({ laengeCM: 120, breiteCM: 80 })] },
    field: /^auftragspositionen\.0\.hoeheCM$/,
    message: REQUIRED,
  },
  {
    name: 'dangerous goods: class missing',
    order: { auftragspositionen: [position({ auftragsgefahrgueter: [line({ gefahrgutklasse: undefined })] })] },
    field: /^auftragspositionen\.0\.auftragsgefahrgueter\.0\.gefahrgutklasse(\.id)?$/,
    message: REQUIRED,
  },
  {
    name: 'premium Terminart 51 with dangerous goods',
    order: { terminkennzeichen: { id: 51 }, auftragspositionen: [position({ auftragsgefahrgueter: [line()] })] },
    field: /^terminkennzeichen(\.id)?$/,
    message: 'Der Premium-Service ist mit Gefahrgut nicht erlaubt.',
  },
];

describe('server-side capture checks with the capture document (orders.md §5)', () => {
  let t: TestApp;
  let hamburg: number;
  const tok: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
    for (const u of ['demo', 'metro', 'kunde-b']) tok[u] = (await login(t.app, u)).accessToken;
  });
  afterAll(() => t.app.close());
  afterEach(async () => {
    await t.db.query(
      `DELETE FROM config_param WHERE mandant_id = $1 AND key IN ('isVerkehrsartPflichtfeld', 'isAbholDatumPflicht',
      'isZustellDatumPflicht', 'isLaengePflichtfeld', 'isBreitePflichtfeld', 'isHoehePflichtfeld', 'isLademeterBerechnen', 'isStellplaetzeBerechnen')`,
      [hamburg],
    );
  });
  const call = async (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: bearer(tok[user]),
      payload: await withStoredVersion(t.app, tok[user], method, url, payload),
    });
  const switchOn = async (config: Record<string, string> = {}) => {
    for (const [key, value] of Object.entries(config))
      await t.db.query('INSERT INTO config_param (mandant_id, key, value) VALUES ($1, $2, $3)', [hamburg, key, value]);
  };

  it.each(REFUSED)('refuses on create and change: $name', async ({ user = 'demo', config, order, field, message }) => {
    const existing = (
      await call(
        user,
        'POST',
        '/api/auftraege',
        newOrder({ auftragspositionen: [position({ laengeCM: 120, breiteCM: 80, hoeheCM: 100 })] }),
      )
    ).json();
    await switchOn(config);
    for (const [method, url] of [
      ['POST', '/api/auftraege'],
      ['PUT', `/api/auftraege/${existing.id}`],
    ] as const) {
      const res = await call(user, method, url, newOrder(order));
      expect(res.statusCode, `${method} ${res.body}`).toBe(400);
      const answer = res.json<Answer[]>();
      const hit = answer.find((n) => field.test(n.fieldname ?? ''));
      expect(hit, res.body).toMatchObject({ severity: 'ERROR', message });
      expect(new Set(answer.map((n) => n.fieldname)).size).toBe(answer.length);
    }
  });

  it('accepts the same orders once the rule is met (switches on, values filled)', async () => {
    await switchOn({
      isVerkehrsartPflichtfeld: 'true',
      isAbholDatumPflicht: 'true',
      isZustellDatumPflicht: 'true',
      isLaengePflichtfeld: 'true',
    });
    const ok = await call(
      'demo',
      'POST',
      '/api/auftraege',
      newOrder({
        partnerReferenz: 'P'.repeat(35),
        terminkennzeichen: { id: 4 },
        auftragspositionen: [
          position({ laengeCM: 120, auftragsgefahrgueter: [] }),
          position({ laengeCM: 80, auftragsgefahrgueter: [line({ nettoGewicht: undefined, liter: 20 })] }),
        ],
      }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const premium = await call(
      'demo',
      'POST',
      '/api/auftraege',
      newOrder({ terminkennzeichen: { id: 52 }, auftragspositionen: [position({ laengeCM: 120 })] }),
    );
    expect(premium.statusCode, premium.body).toBe(201);
    const iban = await call(
      'kunde-b',
      'POST',
      '/api/auftraege',
      newOrder({ iban: 'DE89 3704 0044 0532 0130 00', hinweis: 'a\nb\nc\nd\ne\nf' }),
    );
    expect(iban.statusCode, iban.body).toBe(201);
    const metro = await call(
      'metro',
      'POST',
      '/api/auftraege',
      newOrder({ auftragspositionen: [position({ laengeCM: 120, breiteCM: 80, hoeheCM: 100 })] }),
    );
    expect(metro.statusCode, metro.body).toBe(201);
  });

  it('refuses every change from status 2 on', async () => {
    const order = (await call('demo', 'POST', '/api/auftraege', newOrder())).json();
    await t.db.query('UPDATE auftrag SET status_id = 2 WHERE id = $1', [order.id]);
    const res = await call('demo', 'PUT', `/api/auftraege/${order.id}`, newOrder({ hinweis: 'geändert' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()[0].message).toBe(
      `Der Auftrag ${order.spedeigennr} ist bereits in Bearbeitung und kann nicht mehr geändert werden.`,
    );
  });

  it('assigns number, status 1 and typ 0 and cuts the sender reference to 20 (35 in variant B)', async () => {
    const res = await call(
      'demo',
      'POST',
      '/api/auftraege',
      newOrder({ status: { id: 3 }, typ: 4, spedeigennr: '1', spedfremdnr: 'R'.repeat(30) }),
    );
    const order = res.json();
    expect(order).toMatchObject({ status: { id: 1 }, typ: 0, spedfremdnr: 'R'.repeat(20) });
    expect(Number(order.spedeigennr)).toBeGreaterThanOrEqual(4711000);
    const next = (await call('demo', 'POST', '/api/auftraege', newOrder())).json();
    expect(Number(next.spedeigennr)).toBe(Number(order.spedeigennr) + 1);
    expect(
      (await call('kunde-b', 'POST', '/api/auftraege', newOrder({ spedfremdnr: 'B'.repeat(35) }))).json().spedfremdnr,
    ).toBe('B'.repeat(35));
    // The cut follows the resolved capture document's maxLength (variants/auftragserfassung-variante-b.json gives 35), the document the
    // page cuts by; beyond the contract's 35 the API refuses in every variant.
    const long = await call('kunde-b', 'POST', '/api/auftraege', newOrder({ spedfremdnr: 'B'.repeat(36) }));
    expect([long.statusCode, long.json()[0]]).toMatchObject([
      400,
      { fieldname: 'spedfremdnr', message: 'max. 35 Zeichen' },
    ]);
    expect(
      (await call('demo', 'POST', '/api/auftraege', newOrder({ spedfremdnr: 'D'.repeat(21) }))).json().spedfremdnr,
    ).toBe('D'.repeat(20));
  });

  it('derives the flags: abweichendeBeladung, mitGefahrguetern, and normalises timestamps to UTC', async () => {
    const abholer = { name: 'Lager Süd', ort: 'Hamburg', plz: '21107', lkz: 'DE' };
    const a = (
      await call(
        'demo',
        'POST',
        '/api/auftraege',
        newOrder({
          abweichendeAbholer: abholer,
          abweichendeBeladung: false,
          mitGefahrguetern: false,
          abholDatumVon: `${day(1)}T08:30:00+01:00`,
          auftragspositionen: [position(), position({ auftragsgefahrgueter: [line()] })],
        }),
      )
    ).json();
    expect(a).toMatchObject({
      abweichendeBeladung: true,
      mitGefahrguetern: true,
      abholDatumVon: `${day(1)}T07:30:00.000Z`,
    });
    expect(a.auftragspositionen.map((p: Json) => p.mitGefahrguetern)).toEqual([false, true]);
    const b = (
      await call(
        'demo',
        'POST',
        '/api/auftraege',
        newOrder({
          abweichendeAbholer: abholer,
          neutralerAbsender: { name: 'Neutral GmbH', ort: 'Kiel' },
          abweichendeBeladung: true,
          mitGefahrguetern: true,
        }),
      )
    ).json();
    expect(b).toMatchObject({ abweichendeBeladung: false, mitGefahrguetern: false });
  });

  it('drops services flagged isAWSperre from a new order, keeps them on a change and sets the service flags', async () => {
    const services = [
      { spez_num: 48, wert: 'true' },
      { spez_num: 30, wert: '1,5' },
      { spez_num: 31, wert: 'true' },
    ];
    const order = (await call('demo', 'POST', '/api/auftraege', newOrder({ auftragServices: services }))).json();
    expect(order.auftragServices).toEqual([{ spez_num: 48, wert: 'true' }]);
    expect(order).toMatchObject({ abtragen: true, lenkeravis: false, myDelivery: false, adv3: false });
    // Standgeld (30) is not editable: the dispatch system sets it on the stored order, the portal only keeps it.
    await t.db.query(
      `UPDATE auftrag SET daten = jsonb_set(daten, '{auftragServices}', daten->'auftragServices' || '[{"spez_num": 30, "wert": "1,5"}]')
      WHERE id = $1`,
      [order.id],
    );
    const changed = (
      await call(
        'demo',
        'PUT',
        `/api/auftraege/${order.id}`,
        newOrder({
          abtragen: true,
          auftragServices: [...services, { spez_num: 48, wert: 'false' }, { spez_num: 151, wert: 'true' }].slice(1),
        }),
      )
    ).json();
    expect(changed.auftragServices.map((s: Json) => s.spez_num)).toEqual([30, 31, 48, 151]);
    expect(changed).toMatchObject({ abtragen: false, myDelivery: true });
  });

  it("refuses a changed value of a service the tenant's list marks not editable, on the service's field", async () => {
    const order = (
      await call('demo', 'POST', '/api/auftraege', newOrder({ auftragServices: [{ spez_num: 48, wert: 'true' }] }))
    ).json();
    const put = (services: Json[]) =>
      call('demo', 'PUT', `/api/auftraege/${order.id}`, newOrder({ auftragServices: services }));
    const added = await put([
      { spez_num: 48, wert: 'true' },
      { spez_num: 30, wert: '4,5' },
    ]);
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual([
      expect.objectContaining({
        id: 'service.gesperrt',
        fieldname: 'auftragServices.1.wert',
        message: 'Der Wert dieses Services kann im Portal nicht geändert werden.',
      }),
    ]);
    await t.db.query(
      `UPDATE auftrag SET daten = jsonb_set(daten, '{auftragServices}', '[{"spez_num": 30, "wert": "1,5"}]') WHERE id = $1`,
      [order.id],
    );
    expect((await put([{ spez_num: 30, wert: '2,0' }])).json()[0]).toMatchObject({
      id: 'service.gesperrt',
      fieldname: 'auftragServices.0.wert',
    });
    expect(
      (
        await put([
          { spez_num: 30, wert: '1,5' },
          { spez_num: 10, wert: '040 123456' },
        ])
      ).statusCode,
    ).toBe(200);
    // The kept value is stored unchanged.
    expect(
      (await t.db.query<{ daten: Json }>('SELECT daten FROM auftrag WHERE id = $1', [order.id])).rows[0].daten
        .auftragServices,
    ).toEqual([
      { spez_num: 30, wert: '1,5' },
      { spez_num: 10, wert: '040 123456' },
    ]);
  });

  it("recomputes the positions by the document's rules: Verpackungseinheit, CBM, and LDM/Stellplätze only where empty", async () => {
    await switchOn({ isLademeterBerechnen: 'true', isStellplaetzeBerechnen: 'true' });
    const order = (
      await call(
        'demo',
        'POST',
        '/api/auftraege',
        newOrder({
          auftragspositionen: [
            position({
              verpackung: { id: 1 },
              verpackungAnzahl: 4,
              verpackungseinheit: 2,
              volumenCBM: 99,
              laengeCM: 120,
              breiteCM: 80,
              hoeheCM: 100,
            }),
            position({
              lademittel: { id: 1 },
              lademittelAnzahl: 3,
              verpackungAnzahl: undefined,
              laengeCM: 120,
              breiteCM: 80,
              hoeheCM: 150,
              stellplaetze: 7,
            }),
          ],
        }),
      )
    ).json();
    expect(order.auftragspositionen[0]).toMatchObject({ verpackungseinheit: 1, volumenCBM: 3.84 });
    expect(order.auftragspositionen[1]).toMatchObject({
      verpackungseinheit: 2,
      volumenCBM: 4.32,
      lademeter: 1.2,
      stellplaetze: 7,
    });
  });

  it("answers 400, never 5xx, for ids beyond the database's integer range", async () => {
    const huge = 99_999_999_999;
    for (const [method, url, payload] of [
      ['POST', '/api/auftraege', newOrder({ copyId: huge })],
      ['POST', '/api/auftraege', newOrder({ terminkennzeichen: { id: huge } })],
      ['POST', `/api/auftraege/applyVorlage/${huge}`, {}],
    ] as const) {
      const res = await call('demo', method, url, payload);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      // A path id meets the contract's maximum first; body ids reach the database's range check.
      expect(res.json()[0].message).toBe(
        url.includes(String(huge))
          ? 'Der Wert darf höchstens 2.147.483.647 betragen.'
          : 'Ein Wert der Anfrage liegt außerhalb des zulässigen Bereichs.',
      );
    }
  });

  it("creates a copy (copyId) without the source's own numbers and only from a readable order", async () => {
    const source = (
      await call('demo', 'POST', '/api/auftraege', newOrder({ partnerReferenz: 'PR-1', spotpreisnr: 'SP-9' }))
    ).json();
    const copy = await call('demo', 'POST', '/api/auftraege', {
      ...source,
      copyId: source.id,
      status: { id: 1 },
      auftragspositionen: source.auftragspositionen.map((p: Json) => ({ ...p, id: 991 })),
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const c = copy.json();
    expect(c).toMatchObject({ copyId: source.id, status: { id: 1 }, kf_id: null, spedfremdnr: 'LS-4711' });
    expect(c.id).not.toBe(source.id);
    expect(c.spedeigennr).not.toBe(source.spedeigennr);
    expect(c.partnerReferenz).toBeUndefined();
    expect(c.spotpreisnr).toBeUndefined();
    expect(c.auftragspositionen[0].id).toBeUndefined();
    const foreign = (
      await call(
        'metro',
        'POST',
        '/api/auftraege',
        newOrder({ auftragspositionen: [position({ laengeCM: 1, breiteCM: 1, hoeheCM: 1 })] }),
      )
    ).json();
    const refused = await call('demo', 'POST', '/api/auftraege', newOrder({ copyId: foreign.id }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()[0]).toMatchObject({
      fieldname: 'copyId',
      message: 'Der Auftrag, von dem kopiert wird, wurde nicht gefunden.',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from './helpers';
import { line, newOrder, position, type Answer } from './auftragserfassung.fixtures';

// The line checks of the dangerous-goods dialog (orders.md §5), answered by the server with the capture document's dialog table
// per position: the field path names position and line.
const LINE_CASES: { name: string; order: Record<string, unknown>; field: string; message: string }[] = [
  {
    name: 'dangerous goods: net weight over gross',
    order: { auftragspositionen: [position({ auftragsgefahrgueter: [line({ nettoGewicht: 41 })] })] },
    field: 'auftragspositionen.0.auftragsgefahrgueter.0.nettoGewicht',
    message: 'Nettogewicht darf nicht größer sein als Bruttogewicht.',
  },
  {
    name: 'dangerous goods: neither net weight nor liter',
    order: {
      auftragspositionen: [
        position(),
        position({ auftragsgefahrgueter: [line(), line({ laufendeNummer: 2, nettoGewicht: undefined })] }),
      ],
    },
    field: 'auftragspositionen.1.auftragsgefahrgueter.1.nettoGewicht',
    message: 'Bitte füllen Sie Nettogewicht oder Liter aus.',
  },
  {
    name: 'dangerous goods: both net weight and liter',
    order: { auftragspositionen: [position({ auftragsgefahrgueter: [line({ liter: 30 })] })] },
    field: 'auftragspositionen.0.auftragsgefahrgueter.0.nettoGewicht',
    message: 'Bitte füllen Sie entweder Nettogewicht oder Liter aus.',
  },
  // §5 'A line is sent only with class, count, packaging, gross weight and liter or net weight': a zero is none of them, so a
  // line the server would not store is refused (as in the dialog) instead of silently dropped.
  {
    name: 'dangerous goods: count 0',
    order: { auftragspositionen: [position({ auftragsgefahrgueter: [line({ anzahl: 0 })] })] },
    field: 'auftragspositionen.0.auftragsgefahrgueter.0.anzahl',
    message: 'Der Wert darf nicht kleiner als 1 sein.',
  },
  {
    name: 'dangerous goods: gross weight 0',
    order: {
      auftragspositionen: [
        position({ auftragsgefahrgueter: [line({ bruttoGewicht: 0, nettoGewicht: undefined, liter: 5 })] }),
      ],
    },
    field: 'auftragspositionen.0.auftragsgefahrgueter.0.bruttoGewicht',
    message: 'Der Wert muss größer als 0 sein.',
  },
  {
    name: 'dangerous goods: net weight 0 without liter',
    order: { auftragspositionen: [position({ auftragsgefahrgueter: [line({ nettoGewicht: 0 })] })] },
    field: 'auftragspositionen.0.auftragsgefahrgueter.0.nettoGewicht',
    message: 'Bitte füllen Sie Nettogewicht oder Liter aus.',
  },
];

describe('dangerous-goods lines on save', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await login(t.app, 'demo')).accessToken;
  });
  afterAll(() => t.app.close());

  it.each(LINE_CASES)('refuses: $name', async ({ order, field, message }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auftraege',
      headers: bearer(token),
      payload: newOrder(order),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Answer[]>()).toContainEqual(
      expect.objectContaining({ fieldname: field, message, severity: 'ERROR' }),
    );
  });

  it('keeps complete lines and flags the position and the order', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auftraege',
      headers: bearer(token),
      payload: newOrder({
        auftragspositionen: [
          position(),
          position({
            auftragsgefahrgueter: [
              line({ laufendeNummer: 4 }),
              line({ laufendeNummer: 4, nettoGewicht: undefined, liter: 12 }),
            ],
          }),
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order.mitGefahrguetern).toBe(true);
    expect(order.auftragspositionen[1]).toMatchObject({
      mitGefahrguetern: true,
      auftragsgefahrgueter: [
        { nettoGewicht: 35, laufendeNummer: 1 },
        { liter: 12, laufendeNummer: 2 },
      ],
    });
  });

  it('stores a zero net weight beside liters as given: the liters fill the line (orders.md §5)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auftraege',
      headers: bearer(token),
      payload: newOrder({
        auftragspositionen: [
          position({ auftragsgefahrgueter: [line({ laufendeNummer: 3, nettoGewicht: 0, liter: 12 })] }),
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().auftragspositionen[0]).toMatchObject({
      mitGefahrguetern: true,
      auftragsgefahrgueter: [{ laufendeNummer: 1, nettoGewicht: 0, liter: 12 }],
    });
  });

  it('stores class, name and UN number from the ADR list by id, never as the request names them', async () => {
    const forged = line({
      gefahrgutklasse: { id: 1203, klasse: '9', bezeichnung: 'HARMLOSE WARE', gefahrzettel: '9' },
      gefahrgutUnnr: { id: 1203, unnr: '9999' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auftraege',
      headers: bearer(token),
      payload: newOrder({ auftragspositionen: [position({ auftragsgefahrgueter: [forged] })] }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const adr = (
      await t.app.inject({ method: 'GET', url: '/api/gefahrgutklasse/1203', headers: bearer(token) })
    ).json();
    const { gefahrgutUnnr, ...klasse } = adr;
    const stored = res.json().auftragspositionen[0].auftragsgefahrgueter[0];
    expect(stored.gefahrgutklasse).toEqual(klasse);
    expect(stored.gefahrgutUnnr).toEqual({ id: 1203, unnr: '1203' });
    expect(gefahrgutUnnr).toEqual({ id: 1203, unnr: '1203' });
    expect(klasse).toMatchObject({ klasse: '3', gefahrzettel: '3' });
  });
});

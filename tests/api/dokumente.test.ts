import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_ORDER,
  MAX_ORDER_DOCUMENT_BYTES,
} from '../../server/routes/api/dokumentenverweise';
import { bearer, createTestApp, login, mandantId, multipartUpload, type TestApp } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n% Lieferschein 4711\n%%EOF\n');

/** Documents of an order (orders.md §7 Documents): upload as multipart, list, read, delete (GET of the portal, DELETE). */
describe('/api/dokumentenverweise upload and delete', () => {
  let t: TestApp;
  let headers: { authorization: string };
  let order = 0;
  beforeAll(async () => {
    t = await createTestApp();
    headers = bearer((await login(t.app, 'demo')).accessToken);
    order = (
      await t.db.query<{ id: number }>('SELECT id FROM auftrag WHERE mandant_id = $1 ORDER BY id LIMIT 1', [
        await mandantId(t.db, 'Nordlicht Logistik Hamburg'),
      ])
    ).rows[0].id;
  });
  afterAll(() => t.app.close());
  const upload = (file: Buffer | string, metadata: unknown, filename = 'Lieferschein.PDF') => {
    const body = multipartUpload(file, metadata);
    return t.app.inject({
      method: 'POST',
      url: `/api/dokumentenverweise/upload?filename=${filename}&objectId=${order}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it("stores the file for the order, lists it and gives the same bytes back, then deletes it with the portal's GET", async () => {
    const res = await upload(PDF, { dateiname: 'Lieferschein 4711.pdf' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ dateiname: 'Lieferschein 4711.pdf', extension: 'pdf' });
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/dokumentenverweise/auftrag?auftrag.id=${order}`, headers })
    ).json();
    expect(list).toContainEqual(created);
    const file = (
      await t.app.inject({ method: 'GET', url: `/api/dokumentenverweise/file/${created.id}`, headers })
    ).json();
    expect(Buffer.from(file.base64EncodedImage, 'base64')).toEqual(PDF);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/dokumentenverweise/${created.id}`, headers })).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/dokumentenverweise/file/${created.id}`, headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/dokumentenverweise/${created.id}`, headers })).statusCode,
    ).toBe(404);
  });

  it('takes the name and extension from the file name when the metadata has none', async () => {
    const res = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47]), {}, 'Abliefernachweis.PNG');
    expect(res.json()).toMatchObject({ dateiname: 'Abliefernachweis.PNG', extension: 'png' });
  });

  it('refuses an empty file, missing or broken metadata, an odd extension and a broken body on their fields', async () => {
    const field = async (res: Awaited<ReturnType<typeof upload>>) => {
      expect(res.statusCode).toBe(400);
      return res.json()[0].fieldname;
    };
    expect(await field(await upload('', {}))).toBe('file');
    expect(await field(await upload(PDF, '{kein json'))).toBe('metadata');
    expect(await field(await upload(PDF, {}, 'ohne-endung'))).toBe('filename');
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/dokumentenverweise/upload?filename=a.pdf&objectId=${order}`,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'kein multipart',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()[0]).toMatchObject({ severity: 'ERROR', header: 'Dokumente' });
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/dokumentenverweise/upload?filename=a.pdf&objectId=999999`,
      headers: { ...headers, ...multipartUpload(PDF, {}).headers },
      payload: multipartUpload(PDF, {}).payload,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('reads a browser FormData body whose metadata is a JSON Blob (a file part)', async () => {
    const form = new FormData();
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'Lieferschein.pdf');
    form.append(
      'metadata',
      new Blob([JSON.stringify({ dateiname: 'Lieferschein 0815.pdf' })], { type: 'application/json' }),
    );
    const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/dokumentenverweise/upload?filename=Lieferschein.pdf&objectId=${order}`,
      headers: { ...headers, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ dateiname: 'Lieferschein 0815.pdf', extension: 'pdf' });
  });

  it('refuses a file over 10 MB with 413 on the file field and stores nothing', async () => {
    const count = async () =>
      (
        await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dokumentenverweis WHERE auftrag_id = $1', [
          order,
        ])
      ).rows[0].n;
    const before = await count();
    const res = await upload(Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x41), {});
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual([
      expect.objectContaining({
        fieldname: 'file',
        severity: 'ERROR',
        message: 'Das Dokument ist zu groß. Erlaubt sind höchstens 10 MB.',
      }),
    ]);
    expect(await count()).toBe(before);
  });

  // A quota per order, 50 documents or 100 MB together.
  it('refuses the 51st document of an order and one that would pass 100 MB together with 413 and a German text', async () => {
    const QUOTA = [
      expect.objectContaining({
        id: 'dokument.kontingent',
        fieldname: 'file',
        message: 'Zu diesem Auftrag sind höchstens 50 Dokumente mit zusammen 100 MB erlaubt.',
      }),
    ];
    const others = (
      await t.db.query<{ id: number }>('SELECT id FROM auftrag WHERE mandant_id = $1 ORDER BY id OFFSET 1 LIMIT 2', [
        await mandantId(t.db, 'Nordlicht Logistik Hamburg'),
      ])
    ).rows.map((r) => r.id);
    const uploadTo = (id: number) => {
      const body = multipartUpload(PDF, {});
      return t.app.inject({
        method: 'POST',
        url: `/api/dokumentenverweise/upload?filename=a.pdf&objectId=${id}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    await t.db.query('DELETE FROM dokumentenverweis WHERE auftrag_id = ANY($1::int[])', [others]);
    await t.db.query(
      `INSERT INTO dokumentenverweis (auftrag_id, dateiname, extension, inhalt)
      SELECT $1, 'alt' || n || '.pdf', 'pdf', $2 FROM generate_series(1, $3::int) n`,
      [others[0], PDF, MAX_DOCUMENTS_PER_ORDER - 1],
    );
    expect((await uploadTo(others[0])).statusCode).toBe(201);
    const full = await uploadTo(others[0]);
    expect(full.statusCode).toBe(413);
    expect(full.json()).toEqual(QUOTA);
    // The size: one stored document 20 bytes short of 100 MB leaves no room for the 33-byte PDF.
    await t.db.query(
      `INSERT INTO dokumentenverweis (auftrag_id, dateiname, extension, inhalt) VALUES ($1, 'gross.bin', 'bin', convert_to(repeat('x', $2::int), 'UTF8'))`,
      [others[1], MAX_ORDER_DOCUMENT_BYTES - 20],
    );
    const big = await uploadTo(others[1]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual(QUOTA);
    expect(
      (
        await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dokumentenverweis WHERE auftrag_id = $1', [
          others[1],
        ])
      ).rows[0].n,
    ).toBe(1);
  });
});

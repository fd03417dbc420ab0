import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEdifact, segmentsOf } from '../readers';
import { newOrder } from './auftragserfassung.fixtures';
import { bearer, createTestApp, login, startSftpServer, type SftpServer, type TestApp } from './helpers';

/** A one-status IFTSTA as the dispatch system writes it. */
const iftsta = (control: string, nr: string, code: string) =>
  Buffer.from(
    `UNA:+.? 'UNB+UNOC:3+DISPONENTPLUS:ZZZ+DISPONENT-ONLINE:ZZZ+260701:1205+${control}'UNH+1+IFTSTA:D:96A:UN'` +
      `BGM+23+${control}+9'CNI+1+${nr}'STS+1+${code}'DTM+334:202607011000:203'UNT+6+1'UNZ+1+${control}'`,
    'latin1',
  );

describe('EDIFACT folders on an SFTP server (EDIFACT_SFTP_HOST)', () => {
  let t: TestApp;
  let sftp: SftpServer;
  let root: string;
  let token: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'edifact-sftp-'));
    for (const d of ['ausgang', 'eingang/archiv', 'eingang/fehler']) await mkdir(join(root, d), { recursive: true });
    sftp = await startSftpServer(root);
    t = await createTestApp({
      dispatch: {
        adapter: 'edifact',
        edifact: {
          sender: 'DISPONENT-ONLINE',
          recipient: 'DISPONENTPLUS',
          charset: 'UNOC',
          folders: { outbox: '/ausgang', inbox: '/eingang', archive: '/eingang/archiv', error: '/eingang/fehler' },
          sftp: { host: '127.0.0.1', port: sftp.port, username: sftp.username, password: sftp.password },
          pollSeconds: 3600,
        },
      },
    });
    token = (await login(t.app, 'demo')).accessToken;
  });
  afterAll(async () => {
    await t.app.close();
    await sftp.close();
    await rm(root, { recursive: true, force: true });
  });

  it('uploads the IFTMIN (renamed after the upload) and reads, archives and refuses IFTSTA files there', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auftraege',
      headers: bearer(token),
      payload: newOrder(),
    });
    const { id, spedeigennr } = created.json<{ id: number; spedeigennr: string }>();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auftraege/uebertragen?ids=${id}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const out = await readdir(join(root, 'ausgang'));
    expect(out).toEqual([expect.stringMatching(new RegExp(`^IFTMIN_\\d{9}_${spedeigennr}\\.edi$`))]);
    const p = parseEdifact(await readFile(join(root, 'ausgang', out[0])));
    expect(segmentsOf(p, 'BGM')[0].elements).toEqual([['610'], [spedeigennr], ['9']]);

    await writeFile(join(root, 'eingang', 'status.edi'), iftsta('SF01', spedeigennr, 'ABH'));
    await writeFile(join(root, 'eingang', 'kaputt.edi'), 'kein EDIFACT');
    // A file still being uploaded is left alone.
    await writeFile(join(root, 'eingang', 'halb.edi.part'), 'UNA');
    const status = await t.app.inject({
      method: 'POST',
      url: `/api/dplus-update/status?ids=${id}`,
      headers: bearer(token),
    });
    expect(status.statusCode).toBe(204);
    const order = (await t.app.inject({ method: 'GET', url: `/api/auftraege/${id}`, headers: bearer(token) })).json<{
      sdstId: number;
    }>();
    expect(order.sdstId).toBe(101);
    expect(await readdir(join(root, 'eingang', 'archiv'))).toEqual(['status.edi']);
    expect(await readdir(join(root, 'eingang', 'fehler'))).toEqual(['kaputt.edi']);
    expect((await readdir(join(root, 'eingang'))).sort()).toEqual(['archiv', 'fehler', 'halb.edi.part']);
  });
});

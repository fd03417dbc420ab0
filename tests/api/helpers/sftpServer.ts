import { closeSync, openSync, readdirSync, readSync, renameSync, statSync, writeSync, type Stats } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import ssh2 from 'ssh2';

const { Server, utils } = ssh2;
const { OPEN_MODE, STATUS_CODE } = utils.sftp;

/** A running SFTP server of the tests: its port, user and password, and close(). */
export interface SftpServer {
  port: number;
  username: string;
  password: string;
  close(): Promise<void>;
}

type Handle = { fd?: number; dir?: string[]; path?: string };

const attrs = (s: Stats) => ({
  mode: s.mode,
  uid: 0,
  gid: 0,
  size: s.size,
  atime: s.atime.getTime() / 1000,
  mtime: s.mtime.getTime() / 1000,
});

/**
 * A real SFTP server on loopback (ssh2's Server, the library under ssh2-sftp-client) serving the folder `root` as '/':
 * enough of the protocol for the EDIFACT mailbox (open, read, write, stat, list, rename). Password login only.
 */
export async function startSftpServer(root: string): Promise<SftpServer> {
  const username = 'edi';
  const password = 'edi-geheim';
  const hostKey = utils.generateKeyPairSync('ed25519').private;
  const local = (p: string) => join(root, normalize(`/${p}`));
  const server = new Server({ hostKeys: [hostKey] }, (client) => {
    client.on('authentication', (ctx) => {
      if (ctx.method === 'password' && ctx.username === username && ctx.password === password) ctx.accept();
      else ctx.reject(['password']);
    });
    client.on('ready', () => {
      client.on('session', (accept) => {
        accept().on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const handles = new Map<number, Handle>();
          let next = 0;
          const handle = (h: Handle) => {
            handles.set(next, h);
            const b = Buffer.alloc(4);
            b.writeUInt32BE(next++);
            return b;
          };
          const get = (b: Buffer) => handles.get(b.readUInt32BE(0));
          const guard = (id: number, fn: () => void) => {
            try {
              fn();
            } catch (err) {
              const code = (err as NodeJS.ErrnoException).code;
              sftp.status(id, code === 'ENOENT' ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE);
            }
          };
          sftp.on('REALPATH', (id, path) =>
            sftp.name(id, [{ filename: normalize(`/${path}`), longname: '', attrs: {} as never }]),
          );
          sftp.on('STAT', (id, path) => guard(id, () => sftp.attrs(id, attrs(statSync(local(path))))));
          sftp.on('LSTAT', (id, path) => guard(id, () => sftp.attrs(id, attrs(statSync(local(path))))));
          sftp.on('FSTAT', (id, h) => guard(id, () => sftp.attrs(id, attrs(statSync(`/proc/self/fd/${get(h)!.fd}`)))));
          sftp.on('OPEN', (id, path, flags) =>
            guard(id, () => {
              const mode = flags & OPEN_MODE.WRITE ? (flags & OPEN_MODE.EXCL ? 'wx' : 'w') : 'r';
              sftp.handle(id, handle({ fd: openSync(local(path), mode) }));
            }),
          );
          sftp.on('WRITE', (id, h, offset, data) =>
            guard(id, () => {
              writeSync(get(h)!.fd!, data, 0, data.length, offset);
              sftp.status(id, STATUS_CODE.OK);
            }),
          );
          sftp.on('READ', (id, h, offset, length) =>
            guard(id, () => {
              const buf = Buffer.alloc(length);
              const n = readSync(get(h)!.fd!, buf, 0, length, offset);
              if (n === 0) sftp.status(id, STATUS_CODE.EOF);
              else sftp.data(id, buf.subarray(0, n));
            }),
          );
          sftp.on('OPENDIR', (id, path) =>
            guard(id, () => sftp.handle(id, handle({ dir: readdirSync(local(path)), path: local(path) }))),
          );
          sftp.on('READDIR', (id, h) => {
            const entry = get(h)!;
            if (!entry.dir?.length) return sftp.status(id, STATUS_CODE.EOF);
            // ssh2-sftp-client takes the type from the first letter of the ls-style long name.
            const names = entry.dir.splice(0).map((filename) => {
              const s = statSync(join(entry.path!, filename));
              return {
                filename,
                longname: `${s.isDirectory() ? 'd' : '-'}rw-r--r-- 1 edi edi ${s.size} ${filename}`,
                attrs: attrs(s),
              };
            });
            sftp.name(id, names);
          });
          sftp.on('RENAME', (id, from, to) =>
            guard(id, () => {
              renameSync(local(from), local(to));
              sftp.status(id, STATUS_CODE.OK);
            }),
          );
          sftp.on('CLOSE', (id, h) => {
            const entry = get(h);
            if (entry?.fd !== undefined) closeSync(entry.fd);
            handles.delete(h.readUInt32BE(0));
            sftp.status(id, STATUS_CODE.OK);
          });
        });
      });
    });
    client.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    username,
    password,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

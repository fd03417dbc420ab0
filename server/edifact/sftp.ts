import { readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import type SftpClient from 'ssh2-sftp-client';
import { freeName, isIncoming, type Folders, type Mailbox } from './mailbox';

/** The SFTP server of the exchange folders: host, port, user and a password or a private key file (docs/edifact.md). */
export interface SftpOptions {
  host: string;
  port: number;
  username: string;
  password?: string;
  privateKeyFile?: string;
}

/**
 * The exchange folders on an SFTP server (ssh2-sftp-client): one connection, opened on first use and again after a
 * failure. Writing is atomic there too (temporary name, then rename); the remote folders must exist.
 */
export function sftpMailbox(options: SftpOptions, folders: Folders): Mailbox {
  let client: Promise<SftpClient> | undefined;
  const connect = async () => {
    // Loaded on first use: a portal without SFTP never loads ssh2.
    const { default: Client } = await import('ssh2-sftp-client');
    const c = new Client('disponent-edifact');
    await c.connect({
      host: options.host,
      port: options.port,
      username: options.username,
      password: options.password,
      privateKey: options.privateKeyFile ? await readFile(options.privateKeyFile) : undefined,
      readyTimeout: 20_000,
    });
    return c;
  };
  const use = async <T>(fn: (c: SftpClient) => Promise<T>): Promise<T> => {
    client ??= connect();
    try {
      return await fn(await client);
    } catch (err) {
      // A broken connection is opened anew on the next use.
      const broken = client;
      client = undefined;
      await broken.then((c) => c.end()).catch(() => undefined);
      throw err;
    }
  };
  const path = (dir: string, name: string) => posix.join(dir, name);
  return {
    put: (name, bytes) =>
      use(async (c) => {
        const tmp = path(folders.outbox, `.${name}.tmp`);
        await c.put(bytes, tmp);
        await c.rename(tmp, path(folders.outbox, name));
      }),
    list: () =>
      use(async (c) =>
        (await c.list(folders.inbox))
          .filter((f) => f.type === '-' && isIncoming(f.name))
          .map((f) => f.name)
          .sort(),
      ),
    read: (name) => use(async (c) => (await c.get(path(folders.inbox, name))) as Buffer),
    move: (name, to) =>
      use(async (c) => {
        const dir = to === 'archiv' ? folders.archive : folders.error;
        const target = await freeName(async (n) => Boolean(await c.exists(path(dir, n))), name);
        await c.rename(path(folders.inbox, name), path(dir, target));
        return target;
      }),
    async close() {
      const open = client;
      client = undefined;
      await open?.then((c) => c.end()).catch(() => undefined);
    },
  };
}

import { chmodSync, existsSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';

/** The running server's backup socket in DATA_DIR: only the service user (file mode 0600) may ask it for a copy. */
export function backupSocketPath(dataDir: string): string {
  return join(dataDir, 'backup.sock');
}

const OK = 0;
const FAILED = 1;

/**
 * Answers `npm run backup` while the server runs: PGlite's folder belongs to the server's process (a second PGlite on it
 * would corrupt it), so the copy comes from the server's own handle (CHECKPOINT, then dumpDataDir), one status byte and
 * the gzip'd tar.
 */
export function startBackupSocket(
  dataDir: string,
  dump: () => Promise<Uint8Array>,
  onError: (err: unknown) => void,
): Promise<Server> {
  const path = backupSocketPath(dataDir);
  // A socket file left by a killed server would refuse the listen.
  if (existsSync(path)) rmSync(path, { force: true });
  const server = createServer((socket) => {
    socket.once('data', () => {
      dump().then(
        (bytes) => socket.end(Buffer.concat([Buffer.from([OK]), bytes])),
        (err) => {
          onError(err);
          socket.end(Buffer.concat([Buffer.from([FAILED]), Buffer.from(String((err as Error)?.message ?? err))]));
        },
      );
    });
    socket.on('error', onError);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      chmodSync(path, 0o600);
      resolve(server);
    });
  });
}

/** The running server's copy of its database, or undefined when no server listens on the folder's socket. */
export function requestBackup(dataDir: string): Promise<Uint8Array | undefined> {
  const path = backupSocketPath(dataDir);
  if (!existsSync(path)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(path, () => socket.write('backup\n'));
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? resolve(undefined) : reject(err),
    );
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      if (all[0] === OK) resolve(new Uint8Array(all.subarray(1)));
      else reject(new Error(`Der Server konnte keine Sicherung erstellen: ${all.subarray(1).toString('utf8')}`));
    });
  });
}

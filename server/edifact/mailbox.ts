import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where files go after reading: the archive (applied or read before) or the error folder (nothing applied). */
export type Destination = 'archiv' | 'fehler';

/** The exchange folders of the dispatch system, local or on an SFTP server (docs/edifact.md "Ordner"). */
export interface Mailbox {
  /** Writes a file into the outbox under a temporary name and renames it: the receiver never sees half a file. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** Names of the complete files waiting in the inbox, oldest name first (no hidden or temporary files). */
  list(): Promise<string[]>;
  read(name: string): Promise<Buffer>;
  /** Moves an inbox file to the archive or the error folder; an existing file of that name is never overwritten. */
  move(name: string, to: Destination): Promise<string>;
  /** Ends a connection (SFTP); the folders need none. */
  close(): Promise<void>;
}

/** The folders: outbox, inbox, and beside the inbox's files its archive and error folders. */
export interface Folders {
  outbox: string;
  inbox: string;
  archive: string;
  error: string;
}

/** A file of the inbox to read: not hidden, not being written (.tmp, .part). */
export const isIncoming = (name: string): boolean => !name.startsWith('.') && !/\.(tmp|part)$/i.test(name);

/** A free name in a folder: the name itself, else with the moment of the move before the extension. */
export async function freeName(exists: (name: string) => Promise<boolean>, name: string): Promise<string> {
  if (!(await exists(name))) return name;
  const dot = name.lastIndexOf('.');
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  for (let n = 0; ; n++) {
    const suffix = n ? `_${stamp}_${n}` : `_${stamp}`;
    const candidate = dot > 0 ? `${name.slice(0, dot)}${suffix}${name.slice(dot)}` : name + suffix;
    if (!(await exists(candidate))) return candidate;
  }
}

/** The exchange folders on this machine's file system (or a mounted share); created when missing. */
export async function folderMailbox(folders: Folders): Promise<Mailbox> {
  for (const dir of Object.values(folders)) await mkdir(dir, { recursive: true });
  const exists = (dir: string) => (name: string) =>
    stat(join(dir, name)).then(
      () => true,
      () => false,
    );
  return {
    async put(name, bytes) {
      const tmp = join(folders.outbox, `.${name}.tmp`);
      await writeFile(tmp, bytes, { flag: 'wx' });
      await rename(tmp, join(folders.outbox, name));
    },
    async list() {
      const entries = await readdir(folders.inbox, { withFileTypes: true });
      return entries
        .filter((e) => e.isFile() && isIncoming(e.name))
        .map((e) => e.name)
        .sort();
    },
    read: (name) => readFile(join(folders.inbox, name)),
    async move(name, to) {
      const dir = to === 'archiv' ? folders.archive : folders.error;
      const target = await freeName(exists(dir), name);
      await rename(join(folders.inbox, name), join(dir, target));
      return target;
    },
    close: async () => undefined,
  };
}

import { readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { DestinationStream } from 'pino';
import pinoRoll from 'pino-roll';
import { DEFAULT_LOG_ROTATION, type LogRotation } from './rotation';
import { readLastLines } from './tail';

/** Where and how the server writes its log files. */
export interface LogFilesOptions extends Partial<LogRotation> {
  /** The folder (DATA_DIR/logs); created when missing. */
  dir: string;
  /** Start of every file name, e.g. 'disponent-8080' (instances sharing a folder keep apart); default 'disponent'. */
  name?: string;
}

/** The log files of a running server: the stream pino writes to and reading them back for the admin area. */
export interface LogFiles {
  readonly dir: string;
  /** The stream to give pino (besides standard output). */
  readonly stream: DestinationStream;
  /** Names of the log files in the folder: the one being written first, then the newest first. */
  names(): Promise<string[]>;
  /** The last `rows` lines of the named file (default: the one being written); undefined: no such log file. */
  lastLines(rows: number, name?: string): Promise<string[] | undefined>;
  close(): Promise<void>;
}

const LOG_FILE = /^[\w-]+(\.[\w-]+)*\.log$/;

/** Opens the rotating log files (pino-roll: '<name>.<yyyy-MM-dd>.<n>.log'); rotated files beyond `keep` are deleted. */
export async function openLogFiles(options: LogFilesOptions): Promise<LogFiles> {
  const { dir, name = 'disponent' } = options;
  const rotation = { ...DEFAULT_LOG_ROTATION, ...options };
  const stream = await pinoRoll({
    file: join(dir, name),
    extension: '.log',
    dateFormat: 'yyyy-MM-dd',
    frequency: rotation.frequency,
    size: rotation.size,
    // Files of earlier runs count too (removeOtherLogFiles); so counted, pino-roll's count includes the current file.
    limit: { count: rotation.keep + 1, removeOtherLogFiles: true },
    mkdir: true,
    // Each line is on disk when pino returns (a few per request at most, request logging is off): a crash loses none, and
    // the admin area reads every line written so far.
    sync: true,
  });
  const names = async () => {
    const current = basename(stream.file);
    const files = await Promise.all(
      (await readdir(dir))
        .filter((file) => LOG_FILE.test(file))
        .map(async (file) => ({ file, mtime: (await stat(join(dir, file)).catch(() => null))?.mtimeMs ?? -1 })),
    );
    const rest = files
      .filter((f) => f.file !== current && f.mtime >= 0)
      .sort((a, b) => b.mtime - a.mtime || b.file.localeCompare(a.file))
      .map((f) => f.file);
    return [current, ...rest];
  };
  let closed = false;
  return {
    dir,
    // A line logged after close (the server's 'Server beendet') goes to standard output only: a closed file stream throws.
    stream: {
      write: (line: string) => {
        if (!closed) stream.write(line);
      },
    },
    names,
    async lastLines(rows, wanted) {
      const file = wanted ?? basename(stream.file);
      // Only a name the folder lists: never a path a request made up.
      if (!(await names()).includes(file)) return undefined;
      // A file not yet opened, or deleted by the rotation meanwhile, has no lines.
      return readLastLines(join(dir, file), rows).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      await new Promise<void>((done) => {
        stream.once('close', () => done());
        stream.end();
      });
    },
  };
}

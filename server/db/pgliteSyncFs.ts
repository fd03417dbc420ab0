import { fsyncSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type Init = Awaited<ReturnType<NodeFS['init']>>;
type EmscriptenModule = { NODEFS: { stream_ops: Record<string, unknown> } };
type Stream = { nfd?: number };

/**
 * PGlite's host file system (Emscripten NODEFS) with fsync passed to the host: NODEFS has no `fsync` stream operation,
 * so PostgreSQL's fsync() reached the Emscripten layer and stopped there, and an acknowledged commit sat in the page
 * cache only. Here the operation calls fsync(2) on the host file. PostgreSQL's fdatasync() is a no-op in Emscripten that
 * cannot be hooked, so the server runs with `wal_sync_method=fsync` ({@link pgliteOptions}).
 */
export class SyncedNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]): Promise<Init> {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    const patch = (module: EmscriptenModule) => {
      module.NODEFS.stream_ops.fsync = (stream: Stream) => {
        try {
          if (stream.nfd !== undefined) fsyncSync(stream.nfd);
          return 0;
        } catch {
          return 29; // EIO: PostgreSQL stops rather than acknowledge a commit the disk refused.
        }
      };
    };
    return {
      emscriptenOpts: {
        ...result.emscriptenOpts,
        preRun: [patch as never, ...(Array.isArray(preRun) ? preRun : [preRun])],
      },
    };
  }
}

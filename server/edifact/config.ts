import { join, posix, resolve } from 'node:path';
import type { Folders } from './mailbox';
import type { SftpOptions } from './sftp';
import type { EdifactCharset } from './syntax';

/** The EDIFACT adapter's settings (docs/edifact.md "Konfiguration"). */
export interface EdifactOptions {
  /** UNB sender (the portal) and recipient (the dispatch system), each an..35. */
  sender: string;
  recipient: string;
  charset: EdifactCharset;
  folders: Folders;
  /** The folders are on this SFTP server; absent: on the local file system. */
  sftp?: SftpOptions;
  /** Seconds between two reads of the inbox. */
  pollSeconds: number;
}

/** Which dispatch system the portal talks to: the in-process stand-in (demo default) or files in EDIFACT. */
export type DispatchOptions = { adapter: 'standin' } | { adapter: 'edifact'; edifact: EdifactOptions };

const fail = (text: string): never => {
  throw new Error(`EDIFACT-Konfiguration: ${text}`);
};

/** An identifier of UNB: letters, digits, '-', '.', '_' and spaces, at most 35 (no service character to escape). */
function partyId(value: string | undefined, fallback: string, name: string): string {
  const id = (value ?? '').trim() || fallback;
  if (!/^[A-Za-z0-9 ._-]{1,35}$/.test(id)) fail(`${name} muss 1 bis 35 Buchstaben, Ziffern oder . _ - enthalten.`);
  return id;
}

/**
 * The dispatch settings from the environment: DISPATCH_ADAPTER=edifact chooses the files, with EDIFACT_OUTBOX/INBOX
 * (default <dataDir>/edifact/ausgang and /eingang), EDIFACT_ARCHIVE/ERROR (default archiv/ and fehler/ in the inbox),
 * EDIFACT_SENDER/RECIPIENT, EDIFACT_CHARSET (UNOC or UNOW), EDIFACT_POLL_SECONDS and EDIFACT_SFTP_* for an SFTP server.
 * Anything else starts the stand-in. A wrong value refuses the start.
 */
export function dispatchOptionsFromEnv(env: NodeJS.ProcessEnv, dataDir: string): DispatchOptions {
  const adapter = (env.DISPATCH_ADAPTER ?? '').trim().toLowerCase();
  if (adapter === '' || adapter === 'standin') return { adapter: 'standin' };
  if (adapter !== 'edifact')
    return fail(`DISPATCH_ADAPTER ${env.DISPATCH_ADAPTER} ist unbekannt (standin oder edifact).`);
  const sftp = env.EDIFACT_SFTP_HOST?.trim();
  // Remote folders are paths on the SFTP server as given; local ones are resolved against the working folder.
  const dir = (value: string | undefined, fallback: string) =>
    value?.trim() ? (sftp ? value.trim() : resolve(value.trim())) : fallback;
  const base = join(dataDir, 'edifact');
  const below = sftp ? posix.join : join;
  const inbox = dir(env.EDIFACT_INBOX, join(base, 'eingang'));
  const charset = (env.EDIFACT_CHARSET ?? 'UNOC').trim().toUpperCase();
  if (charset !== 'UNOC' && charset !== 'UNOW') fail('EDIFACT_CHARSET muss UNOC oder UNOW sein.');
  const poll = Number(env.EDIFACT_POLL_SECONDS ?? 60);
  if (!Number.isFinite(poll) || poll < 1) fail('EDIFACT_POLL_SECONDS muss eine Zahl ab 1 sein.');
  if (sftp && (!env.EDIFACT_INBOX || !env.EDIFACT_OUTBOX))
    fail('Mit EDIFACT_SFTP_HOST sind EDIFACT_INBOX und EDIFACT_OUTBOX Pflicht.');
  if (sftp && !env.EDIFACT_SFTP_USER) fail('Mit EDIFACT_SFTP_HOST ist EDIFACT_SFTP_USER Pflicht.');
  return {
    adapter: 'edifact',
    edifact: {
      sender: partyId(env.EDIFACT_SENDER, 'DISPONENT-ONLINE', 'EDIFACT_SENDER'),
      recipient: partyId(env.EDIFACT_RECIPIENT, 'DISPONENTPLUS', 'EDIFACT_RECIPIENT'),
      charset: charset as EdifactCharset,
      folders: {
        outbox: dir(env.EDIFACT_OUTBOX, join(base, 'ausgang')),
        inbox,
        archive: dir(env.EDIFACT_ARCHIVE, below(inbox, 'archiv')),
        error: dir(env.EDIFACT_ERROR, below(inbox, 'fehler')),
      },
      sftp: sftp
        ? {
            host: sftp,
            port: Number(env.EDIFACT_SFTP_PORT ?? 22) || 22,
            username: env.EDIFACT_SFTP_USER!,
            password: env.EDIFACT_SFTP_PASSWORD || undefined,
            privateKeyFile: env.EDIFACT_SFTP_KEY_FILE || undefined,
          }
        : undefined,
      pollSeconds: poll,
    },
  };
}

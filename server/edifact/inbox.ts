import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { applyInterchange } from './apply';
import { readIftsta } from './iftsta';
import type { Mailbox } from './mailbox';
import { EdifactError } from './read';

/** The inbox reader: each poll reads every waiting file once; polls run one after the other, never side by side. */
export interface InboxReader {
  /** Reads the inbox now (after a poll already running); resolves when done. Never rejects. */
  poll(): Promise<void>;
  /** Resolves when no poll is running (shutdown). */
  idle(): Promise<void>;
}

/** A file that vanished between listing and reading or moving it (local ENOENT, SFTP "No such file"). */
const gone = (err: unknown) =>
  (err as { code?: unknown })?.code === 'ENOENT' || /no such file/i.test(err instanceof Error ? err.message : '');
const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Reads IFTSTA files from the inbox into the orders (docs/edifact.md): an applied or already-read file goes to the
 * archive, a broken one (unreadable, unknown order or code) to the error folder with a German log line, nothing of it
 * applied. A file the database could not take (connection lost) stays in the inbox for the next poll: no file is lost.
 */
export function createInboxReader(db: Db, mailbox: Mailbox, log: FastifyBaseLogger): InboxReader {
  async function processFile(name: string): Promise<void> {
    try {
      const read = readIftsta(await mailbox.read(name));
      const result = await applyInterchange(db, read, name);
      const archived = await mailbox.move(name, 'archiv');
      if ('duplicate' in result)
        log.info(
          `EDIFACT: Die Datei ${name} (Absender ${read.absender}, Kontrollnummer ${read.kontrollnummer}) wurde bereits verarbeitet und ohne Änderung archiviert (${archived}).`,
        );
      else log.info(`EDIFACT: Die Datei ${name} wurde verarbeitet: ${result.applied} Status übernommen (${archived}).`);
    } catch (err) {
      if (gone(err)) {
        // Another instance on the same folders took the file first (docs/edifact.md "Mehrere Instanzen").
        log.info(`EDIFACT: Die Datei ${name} wurde von einer anderen Instanz verarbeitet.`);
        return;
      }
      if (!(err instanceof EdifactError)) {
        log.error(`EDIFACT: Die Datei ${name} konnte nicht verarbeitet werden und bleibt im Eingang: ${reason(err)}`);
        return;
      }
      const moved = await mailbox.move(name, 'fehler').catch((e: unknown) => {
        log.error(`EDIFACT: Die Datei ${name} konnte nicht in den Fehlerordner verschoben werden: ${reason(e)}`);
        return undefined;
      });
      if (moved)
        log.warn(
          `EDIFACT: Die Datei ${name} wurde nicht verarbeitet und liegt im Fehlerordner (${moved}): ${err.message}`,
        );
    }
  }

  async function pollOnce(): Promise<void> {
    let names: string[];
    try {
      names = await mailbox.list();
    } catch (err) {
      log.error(`EDIFACT: Der Eingangsordner konnte nicht gelesen werden: ${reason(err)}`);
      return;
    }
    for (const name of names) await processFile(name);
  }

  let running: Promise<void> = Promise.resolve();
  return {
    poll() {
      running = running.then(pollOnce, pollOnce);
      return running;
    },
    idle: () => running,
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { CHANGER, createStandInDispatch, type DispatchSystem } from '../dispatch';
import { recordOrderEvent } from '../events';
import type { EdifactOptions } from './config';
import { createInboxReader } from './inbox';
import { folderMailbox } from './mailbox';
import { handOverFunction, sendOrder } from './outgoing';
import { sftpMailbox } from './sftp';

type Row = { id: number; spedeigennr: string; daten: Record<string, unknown> };

/**
 * The dispatch system over EDIFACT files (docs/edifact.md): a hand-over writes an IFTMIN per order into the outbox, its
 * cancellation an IFTMIN with function 1; IFTSTA files of the inbox are read every poll interval and whenever the
 * portal asks for the orders' state. Price requests keep the stand-in's tariff (the IFTMIN carries no price request).
 */
export async function createEdifactDispatch(
  db: Db,
  options: EdifactOptions,
  log: FastifyBaseLogger,
): Promise<DispatchSystem> {
  const standIn = createStandInDispatch(db);
  const mailbox = options.sftp ? sftpMailbox(options.sftp, options.folders) : await folderMailbox(options.folders);
  const inbox = createInboxReader(db, mailbox, log);
  const timer = setInterval(() => void inbox.poll(), options.pollSeconds * 1000);
  timer.unref();

  const send = (ids: number[], by: number | undefined, sql: string, cancel: boolean) =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query<Row>(sql, [ids, by ?? null]);
      for (const row of rows) {
        const standing = (await handOverFunction(tx, row.id)) === '5';
        // A cancellation goes out only for an instruction that went out (an order marked before EDIFACT was chosen has none).
        if (cancel && !standing) continue;
        const name = await sendOrder(tx, mailbox, options, row, cancel ? '1' : standing ? '5' : '9');
        log.info(`EDIFACT: ${name} für Auftrag ${row.spedeigennr} in den Ausgang geschrieben.`);
      }
      // The same events as the stand-in's hand-over, in the same transaction (webhooks, docs/webhooks.md).
      if (rows.length)
        await recordOrderEvent(tx, {
          type: cancel ? 'auftrag.uebergabeAbgebrochen' : 'auftrag.uebergeben',
          orderIds: rows.map((r) => r.id),
        });
      return rows.map((r) => r.id);
    });

  return {
    markForTransfer: (ids, by) =>
      send(
        ids,
        by,
        `UPDATE auftrag SET uebertragen = true, ${CHANGER} WHERE id = ANY($1::int[]) AND status_id = 1
          RETURNING id, spedeigennr, daten`,
        false,
      ),
    cancelTransfer: async (ids, by) =>
      (
        await send(
          ids,
          by,
          `UPDATE auftrag SET uebertragen = false, ${CHANGER} WHERE id = ANY($1::int[]) AND uebertragen AND status_id = 1
            RETURNING id, spedeigennr, daten`,
          true,
        )
      ).length,
    requestPrice: (ids, by) => standIn.requestPrice(ids, by),
    async refreshStatus(ids) {
      await standIn.refreshStatus(ids);
      await inbox.poll();
    },
    async flush() {
      await standIn.flush();
      await inbox.poll();
    },
    async cancelPending() {
      clearInterval(timer);
      await standIn.cancelPending();
      await inbox.idle();
      await mailbox.close();
    },
  };
}

import { evaluate } from '../../engine/core';
import { buildSessionClaims, findUserById } from '../auth';
import type { Db } from '../db';
import { HttpProblem, notification, translate } from '../errors';
import { loadReportOrders, loadReportTenant, type ReportTenant } from './data';
import { findReport, printMenuDocument, reportFileName } from './definitions';
import { openReportIds } from './reportIds';
import { RENDERERS } from './renderers';

const HEADER = 'Drucken';
const refuse = (status: number, key: string, ...args: (string | number)[]) =>
  new HttpProblem(status, [notification(`bericht.${key}`, translate(`bericht.${key}`, ...args), { header: HEADER })]);

/** A printed report: the PDF and its German file name. */
export interface PrintedReport {
  pdf: Buffer;
  fileName: string;
}

/**
 * The report server's work for one request (docs/printing.md): the encrypted ids are the tab's credential, so the grant is
 * opened, its user checked again against the database (still there, active, same session version and tenant), the orders read
 * with that user's current rights and the print menu's refusals applied, before the report document's renderer draws the PDF.
 */
export async function printReport(db: Db, query: Record<string, string | undefined>): Promise<PrintedReport> {
  const name = String(query.reportNames ?? '');
  const def = findReport(name);
  if (!def || !RENDERERS[def.renderer]) throw refuse(400, 'unbekannt', name);
  const opened = await openReportIds(String(query.ids ?? ''));
  if ('refused' in opened) throw refuse(opened.refused === 'abgelaufen' ? 410 : 400, opened.refused);
  const { grant } = opened;
  const user = await findUserById(db, grant.userId);
  if (!user || !user.authorized || user.session_version !== grant.sv || user.mandant_id !== grant.mandantId)
    throw refuse(403, 'keinRecht');
  const orders = await loadReportOrders(db, await buildSessionClaims(db, user), grant.ids);
  // The refusals of the print menus (orders.md §5, schemas/reports/berichte.json) hold here too: the server trusts no browser.
  const report = { id: def.menu?.id, label: def.label, reportFileName: def.reportFileName };
  for (const o of orders) {
    const block = printMenuDocument().blocks.find((b) =>
      evaluate(b.when, { report, order: { id: o.row.id, spedeigennr: o.nr, status: { id: o.row.status_id } } }),
    );
    if (block)
      throw new HttpProblem(400, [
        notification(`bericht.${block.id}`, block.message.replace('{nr}', o.nr), { header: HEADER }),
      ]);
  }
  const params: Record<string, string> = {};
  for (const [key, allowed] of Object.entries(def.parameters ?? {})) {
    const value = query[key] ?? allowed[0];
    if (!allowed.includes(value)) throw refuse(400, 'parameter', key, allowed.join(', '));
    params[key] = value;
  }
  const tenants = new Map<number, Promise<ReportTenant>>();
  const tenant = (id: number) => tenants.get(id) ?? tenants.set(id, loadReportTenant(db, id)).get(id)!;
  const pdf = await RENDERERS[def.renderer].render({ db, def, orders, tenant, params });
  return {
    pdf,
    fileName: reportFileName(
      def,
      orders.map((o) => o.nr),
    ),
  };
}

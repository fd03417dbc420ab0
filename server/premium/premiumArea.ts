import type { RuleContext } from '../../engine/core';
import type { Db } from '../db';
import { HttpProblem, notification, translate } from '../errors';

type Json = Record<string, unknown>;
/** orders.md §9 'premium Terminart range 50-52'. */
const PREMIUM = [50, 51, 52];

const address = (order: Json, role: string) => (order[role] ?? {}) as { lkz?: unknown; plz?: unknown };

/**
 * With isBexPremium a premium Terminart (50-52) is offered only in the premium areas of the last premium import: the
 * delivery address (the deviating recipient where given, else the recipient) must lie in an area of that Terminart.
 * Before the first import there are no areas and nothing is refused. Postcodes compare as text, byte by byte (COLLATE
 * "C"), as the sheet writes them: '01000' to '01999' holds '01067'.
 */
export async function checkPremiumArea(db: Db, context: RuleContext, order: Json): Promise<void> {
  const terminart = Number((order.terminkennzeichen as Json | null | undefined)?.id);
  if (context.config.isBexPremium !== 'true' || !PREMIUM.includes(terminart)) return;
  const deviating = address(order, 'abweichendeEmpfaenger');
  const { lkz, plz } = typeof deviating.plz === 'string' && deviating.plz ? deviating : address(order, 'empfaenger');
  const {
    rows: [found],
  } = await db.query<{ any: boolean; here: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM premium_gebiet) AS any,
            EXISTS (SELECT 1 FROM premium_gebiet WHERE lkz = $1 AND terminart = $2
                      AND plz_von COLLATE "C" <= $3 AND plz_bis COLLATE "C" >= $3) AS here`,
    [
      String(lkz ?? '').toUpperCase(),
      terminart,
      String(plz ?? '')
        .trim()
        .toUpperCase(),
    ],
  );
  if (!found.any || found.here) return;
  throw new HttpProblem(400, [
    notification('auftrag.premiumGebiet', translate('premium.nichtImGebiet', String(lkz ?? ''), String(plz ?? '')), {
      header: 'Ungültige Eingabe',
      fieldname: 'terminkennzeichen.id',
    }),
  ]);
}

import { applyComputed, applyVariants } from '../../../../engine/core';
import type { RuleContext } from '../../../../engine/core';
import { auftragserfassungScreen } from '../../../documents';
import { variantOverlays } from '../../../documents';
import { fromOrder } from '../../auftragserfassung';

type Json = Record<string, unknown>;

/** Totals of an order's positions (orders.md §2 sidebar, §9 overview totals). */
export interface OrderTotals {
  verpackungen: { name: string; anzahl: number }[];
  lademittel: { name: string; anzahl: number }[];
  kg: number;
  ldm: number;
  cbm: number;
  /** The larger parking-place figure (computed Stellplätze or Anzahl Stellplätze, summed over the positions). */
  stp: number;
}

/** The capture document's overview fields (`uebersicht`, written by its computed rules sum…). */
interface Overview {
  verpackungenJeArt?: { key: unknown; sum: number }[];
  lademittelJeArt?: { key: unknown; sum: number }[];
  gewicht?: number;
  lademeter?: number;
  cbm?: number;
  stellplaetze?: number;
}

/** id → name of the packagings or load carriers the positions carry (the order's own short names). */
function namesOf(positions: Json[], key: 'verpackung' | 'lademittel'): Map<unknown, string> {
  return new Map(
    positions.flatMap((p) => {
      const ref = p[key] as { id?: unknown; value?: unknown } | null | undefined;
      return ref?.id !== undefined && ref?.id !== null && typeof ref.value === 'string'
        ? [[ref.id, ref.value] as [unknown, string]]
        : [];
    }),
  );
}

/**
 * The totals the capture screen's Übersicht shows for this order: the order as the capture page opens it (`fromOrder`)
 * run through the capture document's computed rules for the session's variant (per position CBM, LDM and Stellplätze
 * as configured, then the `uebersicht` sums). One computation, so list sidebar and capture screen never differ.
 */
export function orderTotals(order: Json, context: RuleContext): OrderTotals {
  const document = applyVariants(auftragserfassungScreen, variantOverlays, context).document;
  const data = applyComputed(document, { ...context, data: fromOrder(order) });
  const overview = (data.uebersicht ?? {}) as Overview;
  const positions = (data.auftragspositionen ?? []) as Json[];
  const named = (groups: Overview['verpackungenJeArt'], names: Map<unknown, string>) =>
    (groups ?? []).map(({ key, sum }) => ({ name: names.get(key) ?? String(key), anzahl: sum }));
  return {
    verpackungen: named(overview.verpackungenJeArt, namesOf(positions, 'verpackung')),
    lademittel: named(overview.lademittelJeArt, namesOf(positions, 'lademittel')),
    kg: overview.gewicht ?? 0,
    ldm: overview.lademeter ?? 0,
    cbm: overview.cbm ?? 0,
    stp: overview.stellplaetze ?? 0,
  };
}

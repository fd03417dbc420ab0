/** Fixed display status ids of the two synthetic leading entries (orders.md §4). */
export const CAPTURED_ID = 1000001;
export const SECOND_STEP_ID = 1000002;
/** The texts the timeline shows (the order list document's messages `geheimstatus` and `istErfolgt`). */
export interface TimelineTexts {
  secretStatus: string;
  reached: string;
}

/** A default status chain entry (GET /api/sendungsstati/defaultstatuskette). */
export interface ChainStatus {
  id: number;
  kurzBezeichnung?: string | null;
  anzeigefolge?: number | null;
  icon?: string | null;
}

/** A history entry of an order. */
export interface HistoryEntry {
  datum?: string | null;
  kommentar?: string | null;
  ereignisort?: string | null;
  sendungsstatus?: { id: number; sdst_id_anzeige?: number | null; kurzBezeichnung?: string | null } | null;
}

/** The order fields the timeline reads. */
export interface TimelineOrder {
  datum?: string | null;
  status?: { id: number } | null;
  auftragshistorie?: HistoryEntry[];
}

/** A line of the timeline: current, reached earlier, or not reached yet. */
export interface TimelineEntry {
  key: string;
  statusId: number | null;
  label: string;
  datum: string | null;
  kommentar: string | null;
  ereignisort: string | null;
  state: 'current' | 'done' | 'missing';
}

const displayId = (h: HistoryEntry) => h.sendungsstatus?.sdst_id_anzeige ?? h.sendungsstatus?.id ?? null;
const time = (d: string | null) => (d ? new Date(d).getTime() : Number.NaN);

/** The two synthetic entries: captured at the capture date; the second step once the status id is 3 or higher. */
export function syntheticEntries(order: TimelineOrder, reached: string): HistoryEntry[] {
  if (!order.datum) return [];
  const entries: HistoryEntry[] = [{ datum: order.datum, sendungsstatus: { id: CAPTURED_ID } }];
  if ((order.status?.id ?? 0) >= 3) {
    entries.push({
      datum: new Date(time(order.datum) + 1000).toISOString(),
      kommentar: reached,
      sendungsstatus: { id: SECOND_STEP_ID },
    });
  }
  return entries;
}

/**
 * Merges the default status chain with the order's history by display status (sdst_id_anzeige, else the
 * status id); history without a chain status is shown with `texts.secretStatus` at its place in time. Once the last
 * chain status is reached, entries without a date are hidden.
 */
export function buildTimeline(order: TimelineOrder, chain: ChainStatus[], texts: TimelineTexts): TimelineEntry[] {
  const history = [...syntheticEntries(order, texts.reached), ...(order.auftragshistorie ?? [])];
  const ordered = [...chain].sort((a, b) => (a.anzeigefolge ?? 0) - (b.anzeigefolge ?? 0));
  const chainIds = new Set(ordered.map((c) => c.id));
  const latest = (id: number) =>
    history.filter((h) => displayId(h) === id && h.datum).sort((a, b) => time(b.datum!) - time(a.datum!))[0];

  let entries: TimelineEntry[] = ordered.map((c) => {
    const hit = latest(c.id);
    return {
      key: `s${c.id}`,
      statusId: c.id,
      label: c.kurzBezeichnung ?? texts.secretStatus,
      datum: hit?.datum ?? null,
      kommentar: hit?.kommentar ?? null,
      ereignisort: hit?.ereignisort ?? null,
      state: hit ? 'done' : 'missing',
    };
  });
  history
    .filter((h) => h.datum && !chainIds.has(displayId(h) ?? -1))
    .forEach((h, i) => {
      const secret: TimelineEntry = {
        key: `g${i}`,
        statusId: displayId(h),
        label: texts.secretStatus,
        datum: h.datum!,
        kommentar: h.kommentar ?? null,
        ereignisort: h.ereignisort ?? null,
        state: 'done',
      };
      const after = entries.reduce((at, e, index) => (e.datum && time(e.datum) <= time(secret.datum) ? index : at), -1);
      entries.splice(after + 1, 0, secret);
    });

  const lastChain = ordered[ordered.length - 1];
  if (lastChain && latest(lastChain.id)) entries = entries.filter((e) => e.datum);
  const dated = entries.filter((e) => e.datum);
  const current = dated.reduce<TimelineEntry | undefined>(
    (best, e) => (!best || time(e.datum) >= time(best.datum) ? e : best),
    undefined,
  );
  return entries.map((e) => (e === current ? { ...e, state: 'current' } : e));
}

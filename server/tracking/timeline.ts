/** A status of the default chain as the public page names it (account-admin.md §4 display statuses). */
export interface ChainStatus {
  id: number;
  label: string;
}

/** A reached shipment status: its display status, when and where. */
export interface ReachedStatus {
  anzeigeId: number;
  datum: Date;
  ort: string | null;
}

/** A line of the public timeline: reached (done), the latest reached (current) or not yet reached (missing). */
export interface TimelineLine {
  label: string;
  state: 'current' | 'done' | 'missing';
  datum: string | null;
  ort: string | null;
}

/** Fixed display statuses: order captured, order taken over (orders.md §4 'two synthetic leading entries'). */
const CAPTURED_ID = 1000001;
const TAKEN_OVER_ID = 1000002;

/**
 * The recipient's timeline: the default chain with the latest date and place of each reached display status. The two
 * leading entries follow orders.md §4 (captured at the capture date; taken over once the status id is 3 or higher,
 * one second later). Statuses without a display status stay internal; once the last status is reached, unreached
 * ones are left out, as in the portal's history tab.
 */
export function publicTimeline(
  chain: ChainStatus[],
  order: { datum: Date; statusId: number },
  history: ReachedStatus[],
): TimelineLine[] {
  const reached: ReachedStatus[] = [
    { anzeigeId: CAPTURED_ID, datum: order.datum, ort: null },
    ...(order.statusId >= 3
      ? [{ anzeigeId: TAKEN_OVER_ID, datum: new Date(order.datum.getTime() + 1000), ort: null }]
      : []),
    ...history,
  ];
  const latest = (id: number) =>
    reached.filter((r) => r.anzeigeId === id).sort((a, b) => b.datum.getTime() - a.datum.getTime())[0];
  let lines = chain.map((c) => {
    const hit = latest(c.id);
    return { label: c.label, hit };
  });
  const last = chain[chain.length - 1];
  if (last && latest(last.id)) lines = lines.filter((l) => l.hit);
  const current = lines
    .filter((l) => l.hit)
    .reduce<(typeof lines)[number] | undefined>(
      (best, l) => (!best || l.hit!.datum.getTime() >= best.hit!.datum.getTime() ? l : best),
      undefined,
    );
  return lines.map((l) => ({
    label: l.label,
    state: l === current ? 'current' : l.hit ? 'done' : 'missing',
    datum: l.hit ? l.hit.datum.toISOString() : null,
    ort: l.hit?.ort ?? null,
  }));
}

/** The delivery window as the order carries it (wall clock; 00:00 means no time): date and times or null. */
export function deliveryWindow(
  von: unknown,
  bis: unknown,
): { datum: string; von: string | null; bis: string | null } | null {
  if (typeof von !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(von)) return null;
  const time = (v: unknown) => (typeof v === 'string' && /T\d{2}:\d{2}/.test(v) ? v.slice(11, 16) : null);
  const from = time(von);
  const to = typeof bis === 'string' && bis.slice(0, 10) === von.slice(0, 10) ? time(bis) : null;
  return {
    datum: von.slice(0, 10),
    von: from && from !== '00:00' ? from : null,
    bis: to && to !== '00:00' && to > (from ?? '') ? to : null,
  };
}

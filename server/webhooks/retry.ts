/**
 * The waits after a failed attempt: 1 min, 5 min, 30 min, 2 h, 12 h; after the sixth attempt fails the delivery is
 * 'fehlgeschlagen' (docs/webhooks.md). About 15 hours cover a receiver's night-long outage.
 */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;

/** When the next attempt after attempt `attempt` (1-based) that failed runs, or null when it was the last. */
export function nextAttempt(attempt: number, at: Date): Date | null {
  const wait = RETRY_DELAYS_MS[attempt - 1];
  return wait === undefined ? null : new Date(at.getTime() + wait);
}

/** Whether an answer code counts as delivered: any 2xx. */
export const delivered = (code: number | null) => code !== null && code >= 200 && code < 300;

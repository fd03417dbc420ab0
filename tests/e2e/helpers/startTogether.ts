/** Something a test starts and has to end again: a portal (stop) or a browser (close). */
export type Started = { stop: () => Promise<void> } | { close: () => Promise<void> };

const end = (started: Started) => ('stop' in started ? started.stop() : started.close()).catch(() => undefined);

/**
 * Awaits starts that run side by side (the portal and Chromium, two portals) and returns them in order. When one fails,
 * the others that did start are ended before the failure is thrown: a browser that does not launch leaves no server behind
 * with its port and data folder (Promise.all would drop the server, and afterAll would find nothing to stop).
 */
export async function startTogether<T extends readonly Started[]>(
  ...starts: { [K in keyof T]: Promise<T[K]> }
): Promise<T> {
  const settled = await Promise.allSettled(starts);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (!failed) return settled.map((s) => (s as PromiseFulfilledResult<Started>).value) as unknown as T;
  await Promise.all(settled.map((s) => (s.status === 'fulfilled' ? end(s.value) : undefined)));
  throw failed.reason;
}

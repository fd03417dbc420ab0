import { orderWriteGeneration, syncOrderWrites, type Db } from '../db';

/** How long a count is reused without any order write; a backstop: other processes' writes are announced at their commit. */
export const COUNT_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 1000;
type Entry = { n: number; generation: number; until: number };
const caches = new WeakMap<Db, Map<string, Entry>>();

/**
 * The total of a search, counted again only when the filter changes (the key), an order was written through this Db
 * or by another server process since (watchOrderWrites, noteOrderWrite), or COUNT_CACHE_TTL_MS passed: paging and re-sorting the same filter skip the count(*),
 * which at 100,000 orders took longer than the page itself. A Db that is not watched always counts.
 */
export async function cachedCount(
  db: Db,
  key: string,
  count: () => Promise<number>,
  now = Date.now(),
): Promise<number> {
  // Writes of other processes acknowledged before this request must be counted in: their notifications first.
  await syncOrderWrites(db).catch(() => undefined);
  const generation = orderWriteGeneration(db);
  if (generation === undefined) return count();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && hit.generation === generation && hit.until > now) return hit.n;
  const n = await count();
  // A write while counting may or may not be in n: keep it only if none happened.
  if (orderWriteGeneration(db) === generation) {
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, { n, generation, until: now + COUNT_CACHE_TTL_MS });
  }
  return n;
}

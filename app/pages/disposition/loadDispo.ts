import { api, unwrap } from '../../api';
import type { DispoOrder, DispoPlaces } from './dispoRows';
import { mergeOrders } from './dispoRows';

/** Orders per search page: the board shows a range of at most a week. */
const LIMIT = 1000;
/** Order ids per places query (the contract's limit). */
const PLACES_PER_CALL = 500;

/** What the board loads for a range of days. */
export interface DispoData {
  orders: DispoOrder[];
  places: DispoPlaces[];
}

/** Loads the board's data; stories and tests pass another. */
export type DispoLoader = (von: string, bis: string) => Promise<DispoData>;

/**
 * The tenant's orders with a pick-up or a delivery in the range, by the order search (GET /api/auftraege/search, date
 * category 1 Versanddatum and 2 Zustelldatum), and their places with coordinates (GET /api/auftraege/orte/{auftraegeIds}).
 */
export const loadDispo: DispoLoader = async (von, bis) => {
  const search = async (datumTyp: 1 | 2) =>
    unwrap(
      await api.GET('/api/auftraege/search', {
        params: { query: { datumVon: von, datumBis: bis, datumTyp, page: 1, searchLimit: LIMIT } },
      }),
    ) as unknown as DispoOrder[];
  const orders = mergeOrders(...(await Promise.all([search(1), search(2)])));
  const ids = orders.map((o) => o.id);
  const chunks = Array.from({ length: Math.ceil(ids.length / PLACES_PER_CALL) }, (_, i) =>
    ids.slice(i * PLACES_PER_CALL, (i + 1) * PLACES_PER_CALL),
  );
  const places = (
    await Promise.all(
      chunks.map(
        async (chunk) =>
          unwrap(
            await api.GET('/api/auftraege/orte/{auftraegeIds}', { params: { path: { auftraegeIds: chunk } } }),
          ) as DispoPlaces[],
      ),
    )
  ).flat();
  return { orders, places };
};

import type { BorderCrossing } from '../../schemas/toll';

/** A place by its coordinates and country. */
export interface Place {
  lkz: string;
  lat: number;
  lon: number;
}

/** The estimated route: air distance, road distance, the part in Germany and the crossings used (all km, unrounded). */
export interface RouteEstimate {
  luftlinieKm: number;
  strasseKm: number;
  deutschlandKm: number;
  grenzuebergaenge: string[];
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance (haversine, mean earth radius). */
export function airKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Rules of the estimate (tariff document, strecke). */
export interface RouteRules {
  strassenfaktor: number;
  umwegschwelle: number;
  grenzuebergaenge: BorderCrossing[];
}

const minBy = <T>(items: T[], key: (t: T) => number): T | undefined =>
  items.reduce<T | undefined>((best, t) => (best === undefined || key(t) < key(best) ? t : best), undefined);

/**
 * Estimates a route between two places from their coordinates: air distance × road factor. A route with one end
 * abroad enters Germany at the border crossing of that country on the shortest air line; between two places abroad
 * the route runs through Germany (entering and leaving at two different crossings) only when that way is at most
 * `umwegschwelle` times the direct air line. Returns undefined for a foreign country without crossings.
 */
export function estimateRoute(from: Place, to: Place, rules: RouteRules): RouteEstimate | undefined {
  const f = rules.strassenfaktor;
  const crossingsOf = (lkz: string) => rules.grenzuebergaenge.filter((c) => c.land === lkz);
  if (from.lkz === 'DE' && to.lkz === 'DE') {
    const air = airKm(from, to);
    return { luftlinieKm: air, strasseKm: air * f, deutschlandKm: air * f, grenzuebergaenge: [] };
  }
  if (from.lkz === 'DE' || to.lkz === 'DE') {
    const [inland, abroad] = from.lkz === 'DE' ? [from, to] : [to, from];
    const best = minBy(crossingsOf(abroad.lkz), (c) => airKm(inland, c) + airKm(c, abroad));
    if (!best) return undefined;
    const air = airKm(inland, best) + airKm(best, abroad);
    return {
      luftlinieKm: air,
      strasseKm: air * f,
      deutschlandKm: airKm(inland, best) * f,
      grenzuebergaenge: [best.name],
    };
  }
  const entries = crossingsOf(from.lkz);
  const exits = crossingsOf(to.lkz);
  if (!entries.length || !exits.length) return undefined;
  const direct = airKm(from, to);
  const pairs = entries.flatMap((a) => exits.filter((b) => b.name !== a.name).map((b) => [a, b] as const));
  const via = ([a, b]: readonly [BorderCrossing, BorderCrossing]) => airKm(from, a) + airKm(a, b) + airKm(b, to);
  const best = minBy(pairs, via);
  if (best && via(best) <= direct * rules.umwegschwelle) {
    const air = via(best);
    return {
      luftlinieKm: air,
      strasseKm: air * f,
      deutschlandKm: airKm(best[0], best[1]) * f,
      grenzuebergaenge: [best[0].name, best[1].name],
    };
  }
  return { luftlinieKm: direct, strasseKm: direct * f, deutschlandKm: 0, grenzuebergaenge: [] };
}

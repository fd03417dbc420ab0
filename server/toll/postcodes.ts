import { POSTAL_COUNTRIES, plzKey, readPostalPoints, type PostalPoint } from '../db/reference/postalCodes';

const cache = new Map<string, Map<string, PostalPoint>>();

/** Whether postcode coordinates ship for the country (server/data/postal-codes, GeoNames). */
export const hasPostalPoints = (lkz: string) => (POSTAL_COUNTRIES as readonly string[]).includes(lkz);

/** The coordinates of a postcode of a shipped country (read once per country), or undefined if unknown. */
export function postalPoint(lkz: string, plz: string): PostalPoint | undefined {
  if (!hasPostalPoints(lkz)) return undefined;
  let points = cache.get(lkz);
  if (!points) {
    points = readPostalPoints(lkz);
    cache.set(lkz, points);
  }
  return points.get(plzKey(plz));
}

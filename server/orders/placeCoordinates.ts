import { postalPoint } from '../toll';

/** Latitude and longitude of a postcode in degrees. */
export interface Coordinates {
  breite: number;
  laenge: number;
}

/**
 * The coordinates of a postcode in a country (ISO alpha-2) from the shipped GeoNames directory (server/data/postal-codes,
 * CC BY 4.0; the toll calculator's reader, once per country), or null when it does not know the postcode.
 */
export function postcodeCoordinates(
  lkz: string | null | undefined,
  plz: string | null | undefined,
): Coordinates | null {
  if (!lkz || !plz) return null;
  const point = postalPoint(lkz.trim().toUpperCase(), plz.trim());
  return point ? { breite: point.lat, laenge: point.lon } : null;
}

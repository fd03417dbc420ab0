import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** Countries as GeoJSON and the home country the map shows at least. */
export interface MapOutline {
  umriss: { type: 'FeatureCollection'; features: { id?: string | number }[] };
  rahmen: unknown;
}

/** ISO 3166-1 numeric code of Germany in world-atlas. */
const GERMANY = '276';
let loaded: Promise<MapOutline> | undefined;

/**
 * The country outlines of Natural Earth (1:50 million, from the world-atlas package), a chunk of the portal's own build
 * loaded with the first map: the map draws offline, no tile server. Loaded once per page load.
 */
export function loadMapOutline(): Promise<MapOutline> {
  loaded ??= import('world-atlas/countries-50m.json')
    .then((m) => m.default as unknown as Topology)
    .then((topology) => {
      const umriss = feature(
        topology,
        topology.objects.countries as GeometryCollection,
      ) as unknown as MapOutline['umriss'];
      return { umriss, rahmen: umriss.features.find((f) => String(f.id) === GERMANY) ?? null };
    });
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

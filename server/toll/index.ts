export { calculateToll } from './calculate';
export type { TollCountry, TollFigures, TollRequest, TollResult } from './calculate';
export { categoryOf, rateParts, tollCents, vehicleFor, versionAt } from './tariff';
export type { RateParts } from './tariff';
export { airKm, estimateRoute } from './route';
export type { Place, RouteEstimate, RouteRules } from './route';
export { hasPostalPoints, postalPoint } from './postcodes';

export {
  readableTenants,
  mayReadTenant,
  targetTenant,
  requireOrderEdit,
  mayEditTemplates,
  orderNotFound,
  forbidden,
} from './access';
export { toDocument, derivedFields, searchText, dateOnly } from './document';
export { ORDER_FROM, ORDER_JSON, ORDER_SELECT, toOrder, loadOrder, createOrder, updateOrder } from './repository';
export type { OrderRow } from './repository';
export { searchOrders, SEARCH_COUNT_CAP, SEARCH_TEXT_COUNT_CAP } from './search';
export { listFields, requestedFields } from './projection';
export type { OrderSearch } from './search';
export { ordersToCsv, csvColumns } from './csv';
export { countExport, exportBatches, exportChunk, exportCsv, exportRows } from './monthlyExport';
export type { ExportRange } from './monthlyExport';
export { defaultServices } from './defaultServices';
export { applyTemplate, loadTemplate, templateName, templateNotFound } from './templates';
export { prepareSave } from './prepareSave';
export { orderMessages, validateOrder } from './validateOrder';
export { orderRuleContext } from './ruleContext';
export { toCaptureData } from './captureData';
export { recomputePositions } from './recompute';
export { checkReferences, unknownCountries } from './references';
export { rebuildOrderSearchIndex, ORDER_SEARCH_INDEXES, ORDER_SEARCH_INDEX_NAME } from './searchIndex';
export { orderPlaces } from './places';
export type { OrderPlace, OrderPlaces } from './places';
export { postcodeCoordinates } from './placeCoordinates';
export type { Coordinates } from './placeCoordinates';

export { readableTenants, mayReadTenant, targetTenant, requireOrderEdit, mayEditTemplates, orderNotFound, forbidden } from './access';
export { toDocument, derivedFields, searchText, dateOnly } from './document';
export { ORDER_SELECT, toOrder, loadOrder, createOrder, updateOrder } from './repository';
export type { OrderRow } from './repository';
export { searchOrders } from './search';
export type { OrderSearch } from './search';
export { ordersToCsv, CSV_COLUMNS } from './csv';
export { defaultServices } from './defaultServices';
export { applyTemplate, loadTemplate, templateNotFound } from './templates';

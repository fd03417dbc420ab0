export { isBlank, isEmptyRow, normalizeRows, filledRows, itemSchema, rowFieldStates } from './rows';
export { maintainTables, compactTables } from './maintainTables';

export { decimalsOf, formatDecimal, sanitizeDecimal, parseDecimal } from './number';
export { isMultipleOf, decimalPlaces, toScaled } from './decimal';
export {
  formatGermanDate,
  parseGermanDate,
  isCompleteGermanDate,
  normalizeGermanDate,
  sanitizeTime,
  parseTime,
} from './date';
export { formatIban, compactIban, isValidIban } from './iban';
export { limitLineBreaks } from './text';

export { decimalsOf, formatDecimal, sanitizeDecimal, parseDecimal } from './number';
export { isMultipleOf, decimalPlaces, toScaled } from './decimal';
export { formatGermanDate, parseGermanDate, normalizeGermanDate, TWO_DIGIT_YEAR_CENTURY, sanitizeTime, parseTime } from './date';
export { formatIban, compactIban, isValidIban } from './iban';
export { limitLineBreaks, TEXTAREA_DEFAULTS } from './text';

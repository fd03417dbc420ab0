export { toCsv, csvCell } from './toCsv';

export { toCsv, csvCell, csvCodeCell, CSV_BOM } from './toCsv';

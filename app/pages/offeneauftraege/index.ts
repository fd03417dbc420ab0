export { OffeneauftraegePage } from './OffeneauftraegePage';

export { OffeneauftraegePage } from './OffeneauftraegePage';
export { prefetchFirstPage } from '../auftragsresearch';

export {
  FIXED_DISPLAY_STATUSES,
  DISPLAY_COLUMNS,
  SHIPMENT_COLUMNS,
  statusProblem,
  statusName,
  statusSearch,
  searchClause,
  findStatus,
  assignedDisplayStatus,
  isShipmentBody,
} from './repository';
export { saveChain } from './chain';

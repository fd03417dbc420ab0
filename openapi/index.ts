export type { paths, components, operationTypes } from './generated';
export { operations } from './generated';
export { operationTable } from './operationTable';
export type { OperationInfo } from './operationTable';

export { registerNotImplemented, notImplementedProblem, isAdminOperation } from './notImplemented';
export { registerApiDocs } from './docs';
export { toFastifyPath, toOpenapiPath, splitOperationKey } from './paths';
export { registerContractValidation } from './validation';
export { registerUnsafeTextCheck, unsafeTextPaths } from './unsafeText';
export { contractRequestSchemas } from './requestSchemas';
export type { ContractRequestSchemas } from './requestSchemas';
export { registerJsonDepthLimit, jsonDepth, MAX_JSON_DEPTH } from './jsonBody';

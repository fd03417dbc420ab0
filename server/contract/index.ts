export { registerNotImplemented, notImplementedProblem } from './notImplemented';
export { registerApiDocs } from './docs';
export { toFastifyPath, toOpenapiPath, splitOperationKey } from './paths';

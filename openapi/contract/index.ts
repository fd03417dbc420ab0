// Node-only helpers around the contract (file access); the browser imports openapi/ instead.
export { loadContract, BUNDLED_CONTRACT_PATH } from './loadContract';
export { bundleContract } from './bundle';

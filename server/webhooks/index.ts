export { createWebhooks } from './service';
export type { WebhookOptions, Webhooks } from './service';
export { validateEndpoint, webhookProblem } from './validate';
export type { EndpointInput } from './validate';
export {
  listEndpoints,
  findEndpoint,
  createEndpoint,
  updateEndpoint,
  deleteEndpoint,
  renewSecret,
  deliveryLog,
  deliveryLogCount,
  MAX_ENDPOINTS,
} from './repository';
export { signature, signatureHeader, newSecret, SIGNATURE_HEADER } from './sign';
export { isBlockedAddress } from './address';
export { RETRY_DELAYS_MS, nextAttempt } from './retry';
export { BLOCKED_TEXT } from './send';
export { prune, KEEP_DAYS } from './worker';

export {
  API_KEY_PREFIX,
  createApiKey,
  findActiveApiKey,
  generateApiKey,
  hashApiKey,
  listApiKeys,
  revokeApiKey,
} from './keys';
export type { ActiveApiKey, ApiKeyRow } from './keys';
export { API_KEY_SCOPES, scopeOfRoute } from './scopes';
export type { ApiKeyScope } from './scopes';
export { apiKeyOf, apiKeyPluginGlobal, API_KEY_RATE_LIMIT } from './plugin';
export type { ApiKeyRateLimit } from './plugin';

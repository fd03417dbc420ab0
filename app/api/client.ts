import createClient from 'openapi-fetch';
import type { Middleware } from 'openapi-fetch';
import { decodeJwt } from 'jose';
import type { paths } from '../../openapi';
import { ApiError } from './errors';
import type { Notification } from './errors';
import { requiredParams } from './requiredParams';
import { reauthMiddleware } from './reauth';
import { emitSessionEvent } from './sessionEvents';
import { readAccessToken, storageKeys, storeSession } from './storage';
import { withRefreshLock } from './tabSync';

/** Adds the bearer token and the language id header (from the token, default 0) to every call. */
const sessionHeaders: Middleware = {
  onRequest({ request }) {
    const token = readAccessToken();
    let languageId = 0;
    if (token) {
      request.headers.set('Authorization', `Bearer ${token}`);
      languageId = Number(decodeJwt(token)['language-id'] ?? 0);
    }
    request.headers.set('language-id', String(languageId));
    return request;
  },
};

/** The only way app/ reaches /api: a client typed by the generated contract. */
export const api = createClient<paths>({
  baseUrl: typeof location === 'undefined' ? '' : location.origin,
  // Late-bound so tests and polyfills that replace fetch are honoured.
  fetch: (request) => globalThis.fetch(request),
});
api.use(requiredParams, sessionHeaders);

/**
 * Exchanges the stored token pair for a new one (rotating refresh token); false when that is refused. Tabs take
 * turns (Web Lock); a tab that waited finds the pair another tab stored meanwhile and uses it instead of refreshing.
 */
export async function refreshTokens(): Promise<boolean> {
  const seen = localStorage.getItem(storageKeys.refreshToken);
  return withRefreshLock(async () => {
    const accessToken = localStorage.getItem(storageKeys.accessToken);
    const refreshToken = localStorage.getItem(storageKeys.refreshToken);
    if (!accessToken || !refreshToken) return false;
    if (refreshToken !== seen) {
      emitSessionEvent({ type: 'refreshed' });
      return true;
    }
    const { data, response } = await api.POST('/api/authentication/token', { body: { accessToken, refreshToken } });
    if (!response.ok || !data) return false;
    storeSession(data);
    emitSessionEvent({ type: 'refreshed' });
    return true;
  });
}
api.use(reauthMiddleware(refreshTokens));

/** Unwraps an openapi-fetch result, turning error answers into an {@link ApiError}. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok) return result.data as T;
  const list = Array.isArray(result.error) ? (result.error as Notification[]) : [];
  throw new ApiError(result.response.status, list);
}

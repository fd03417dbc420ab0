import type { Middleware } from 'openapi-fetch';
import type { Notification } from './errors';
import { emitSessionEvent } from './sessionEvents';
import { clearStoredSession, readAccessToken, storageKeys } from './storage';
import { t } from '../texts';

/** The server's text that ends a session without a refresh attempt (account-admin.md §8). */
export const RELOGIN_MESSAGE = 'Bitte melden Sie sich erneut an.';

/** Exchanges the stored token pair for a new one; resolves false when the session cannot continue. */
export type RefreshTokens = () => Promise<boolean>;

const copies = new Map<string, Request>();
let inFlight: Promise<boolean> | null = null;

/** Runs one refresh at a time: concurrent 401s wait for the same refresh and then repeat with its token. */
export function refreshOnce(refresh: RefreshTokens): Promise<boolean> {
  inFlight ??= refresh()
    .catch(() => false)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

async function firstNotification(response: Response): Promise<Notification | undefined> {
  try {
    const body = (await response.clone().json()) as unknown;
    return Array.isArray(body) ? (body[0] as Notification) : undefined;
  } catch {
    return undefined;
  }
}

function endSession(message?: string): void {
  clearStoredSession();
  emitSessionEvent({ type: 'ended', message });
}

/**
 * The 401 routine of account-admin.md §8: the relogin message ends the session; a warning-severity item is
 * left alone; any other 401 triggers one token refresh and a repeat of the request with the new token.
 */
export function reauthMiddleware(refresh: RefreshTokens): Middleware {
  return {
    onRequest({ request, id, schemaPath }) {
      if (!schemaPath.startsWith('/api/authentication/') && readAccessToken()) copies.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id }) {
      const copy = copies.get(id);
      copies.delete(id);
      if (response.status !== 401 || !copy) return response;
      const first = await firstNotification(response);
      if ((first?.severity as string | undefined) === 'WARNING') return response;
      if (first?.message === RELOGIN_MESSAGE) {
        endSession();
        return response;
      }
      // Another tab may have refreshed since this request left: then its stored token is simply tried.
      const renewed = readAccessToken() !== null && copy.headers.get('Authorization') !== `Bearer ${readAccessToken()}`;
      if (!renewed && !(await refreshOnce(refresh))) {
        endSession();
        return response;
      }
      copy.headers.set('Authorization', `Bearer ${localStorage.getItem(storageKeys.accessToken)}`);
      const repeated = await globalThis.fetch(copy);
      if (repeated.status === 401) endSession(t('erneutFehlgeschlagen'));
      return repeated;
    },
  };
}

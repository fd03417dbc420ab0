// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './client';
import { onSessionEvent, type SessionEvent } from './sessionEvents';
import { followOtherTabs, REFRESH_LOCK } from './tabSync';

const token = (sub: string) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub, 'language-id': 50 })).replace(/=+$/, '')}.c2ln`;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const expired = [
  {
    id: 'auth.expired',
    fieldname: null,
    severity: 'ERROR',
    header: 'Anmeldung',
    message: 'Anmeldung abgelaufen. Bitte melden Sie sich erneut an.',
  },
];

function signIn() {
  localStorage.setItem('accessToken', token('alt'));
  localStorage.setItem('refreshToken', 'r1');
  localStorage.setItem('username', 'demo');
  localStorage.setItem('userID', '3');
}

/** A server that accepts only the newest access token and counts refreshes. */
function fakeServer() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      calls.push(path);
      if (path === '/api/authentication/token')
        return json(200, { accessToken: token('neu'), refreshToken: 'r2', username: 'demo', userId: 3 });
      return request.headers.get('authorization') === `Bearer ${token('neu')}` ? json(200, []) : json(401, expired);
    }),
  );
  return calls;
}

/**
 * Web Locks stand-in: while this tab waits for the lock, "another tab" holds it and stores its new pair,
 * exactly what a waiting tab meets in the browser.
 */
function lockHeldByOtherTab() {
  const names: string[] = [];
  Object.defineProperty(navigator, 'locks', {
    configurable: true,
    value: {
      request: async (name: string, callback: () => Promise<unknown>) => {
        names.push(name);
        localStorage.setItem('accessToken', token('neu'));
        localStorage.setItem('refreshToken', 'r2');
        return callback();
      },
    },
  });
  return names;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'locks');
});

describe('tabs of one browser share the session', () => {
  it('refreshes under the Web Lock and takes the pair another tab stored meanwhile instead of refreshing again', async () => {
    signIn();
    const calls = fakeServer();
    const names = lockHeldByOtherTab();
    const { response } = await api.GET('/api/config-param/clientconfig');
    expect(response.status).toBe(200);
    expect(names).toEqual([REFRESH_LOCK]);
    expect(calls).not.toContain('/api/authentication/token');
    expect(localStorage.getItem('refreshToken')).toBe('r2');
  });

  it('repeats a refused request with the token another tab already renewed, without refreshing', async () => {
    signIn();
    const calls = fakeServer();
    const server = vi.mocked(globalThis.fetch);
    const answer = server.getMockImplementation()!;
    // Another tab renews the pair while this request is on its way.
    server.mockImplementationOnce(async (request) => {
      localStorage.setItem('accessToken', token('neu'));
      localStorage.setItem('refreshToken', 'r2');
      return answer(request as Request);
    });
    expect((await api.GET('/api/config-param/clientconfig')).response.status).toBe(200);
    expect(calls.filter((c) => c === '/api/config-param/clientconfig')).toHaveLength(2);
    expect(calls.filter((c) => c === '/api/authentication/token')).toHaveLength(0);
  });

  it('ends the session when another tab logs out and follows its login or refresh', () => {
    const events: SessionEvent[] = [];
    const offEvents = onSessionEvent((e) => events.push(e));
    const stop = followOtherTabs();
    signIn();
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: token('neu') }));
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'username', newValue: null }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: null }));
    offEvents();
    expect(events).toEqual([{ type: 'refreshed' }, { type: 'ended' }]);
  });
});

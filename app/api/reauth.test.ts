// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './client';
import { onSessionEvent, type SessionEvent } from './sessionEvents';

const token = (sub: string) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub, 'language-id': 50 })).replace(/=+$/, '')}.c2ln`;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const problem = (message: string) => [{ id: 'x', fieldname: null, severity: 'ERROR', header: 'Anmeldung', message }];

function signIn() {
  localStorage.setItem('accessToken', token('alt'));
  localStorage.setItem('refreshToken', 'r1');
  localStorage.setItem('username', 'demo');
  localStorage.setItem('userID', '3');
}

/** A fake server: clientconfig accepts only the new token; the refresh answers per `refreshOk`. */
function fakeServer(refreshOk: boolean, firstMessage = 'Anmeldung abgelaufen. Bitte melden Sie sich erneut an.') {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      calls.push(path);
      if (path === '/api/authentication/token') {
        return refreshOk
          ? json(200, { accessToken: token('neu'), refreshToken: 'r2', username: 'demo', userId: 3 })
          : json(401, problem('Bitte melden Sie sich erneut an.'));
      }
      return request.headers.get('authorization') === `Bearer ${token('neu')}`
        ? json(200, [])
        : json(401, problem(firstMessage));
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('401 routine of the API client', () => {
  it('refreshes once for concurrent 401s and repeats each request with the new token', async () => {
    signIn();
    const calls = fakeServer(true);
    const results = await Promise.all([
      api.GET('/api/config-param/clientconfig'),
      api.GET('/api/config-param/clientconfig'),
    ]);
    expect(results.map((r) => r.response.status)).toEqual([200, 200]);
    expect(calls.filter((c) => c === '/api/authentication/token')).toHaveLength(1);
    expect(localStorage.getItem('refreshToken')).toBe('r2');
  });

  it('ends the session without a refresh when the server says to log in again', async () => {
    signIn();
    const calls = fakeServer(true, 'Bitte melden Sie sich erneut an.');
    const events: SessionEvent[] = [];
    const off = onSessionEvent((e) => events.push(e));
    const { response } = await api.GET('/api/config-param/clientconfig');
    off();
    expect(response.status).toBe(401);
    expect(calls).not.toContain('/api/authentication/token');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(events).toEqual([{ type: 'ended', message: undefined }]);
  });

  it('clears the session when the refresh is refused', async () => {
    signIn();
    fakeServer(false);
    const { response } = await api.GET('/api/config-param/clientconfig');
    expect(response.status).toBe(401);
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });
});

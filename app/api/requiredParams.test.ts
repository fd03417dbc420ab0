// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './client';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('generated API client', () => {
  it('refuses a null mandatory path parameter before sending', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await expect(
      api.GET('/api/auftraege/{id}', { params: { path: { id: null as unknown as number } } }),
    ).rejects.toThrow('Required parameter id was null or undefined when calling getAuftrag.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses an undefined mandatory query parameter', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await expect(
      api.GET('/api/auftragsvorlagen/exists', { params: { query: { name: 'Hamburg Standard' } as never } }),
    ).rejects.toThrow(/^Required parameter mandantId was null or undefined when calling \w+\.$/);
  });

  it('sends language id 0 and no authorization without a session', async () => {
    const fetchSpy = vi.fn(
      async (_request: Request) => new Response('[]', { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    await api.GET('/api/sprachen');
    const request = fetchSpy.mock.calls[0][0];
    expect(request.headers.get('authorization')).toBeNull();
    expect(request.headers.get('language-id')).toBe('0');
  });

  it('sends the bearer token and the language id header from the token', async () => {
    const payload = btoa(JSON.stringify({ 'language-id': 50 })).replace(/=+$/, '');
    localStorage.setItem('accessToken', `eyJhbGciOiJIUzI1NiJ9.${payload}.c2ln`);
    const fetchSpy = vi.fn(
      async (_request: Request) => new Response('[]', { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    await api.GET('/api/config-param/clientconfig');
    const request = fetchSpy.mock.calls[0][0];
    expect(request.headers.get('authorization')).toBe(`Bearer eyJhbGciOiJIUzI1NiJ9.${payload}.c2ln`);
    expect(request.headers.get('language-id')).toBe('50');
  });
});

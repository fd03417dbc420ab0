import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../openapi';
import { splitOperationKey } from '../../server/contract';
import { bearer, createTestApp, login } from './helpers';

/** The contract (openapi/) is the portal's promise: every operation does what it says, none answers 501. */
describe('no contract operation answers 501', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    ({ app } = await createTestApp());
    token = (await login(app, 'admin')).accessToken;
  });
  afterAll(() => app.close());

  it('has a real route for every operation', () => {
    expect(app.notImplementedOperations).toEqual([]);
  });

  // Every call with an id nobody has (a 404 is an answer); the logout would end the session the later calls need.
  const probed = Object.keys(operations).filter((key) => key !== 'POST /api/authentication/logout');
  it.each(probed)('%s answers an admin without 501', async (key) => {
    const { method, path } = splitOperationKey(key);
    const res = await app.inject({
      method: method as HTTPMethods,
      url: path.replace(/\{[^}]+\}/g, '987654'),
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).not.toBe(501);
  });

  it('asked every operation within a live session (a 401 would hide a 501 stand-in)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/benutzer/currentAsList', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
  });
});

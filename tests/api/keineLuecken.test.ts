import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../openapi';
import { splitOperationKey } from '../../server/contract';
import { bearer, createTestApp, login } from './helpers';

/**
 * Operations that may still answer 501. The toll calculation has an issue of its own; the others are being built at the
 * same time (server log, index update, premium import) — remove each line when its route lands.
 */
const TEMPORARY_501_EXCEPTIONS = ['POST /api/maut/mautberechnung'];

/** The contract (openapi/) is the portal's promise: every operation does what it says, none answers 501. */
describe('no contract operation answers 501', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    ({ app } = await createTestApp());
    token = (await login(app, 'admin')).accessToken;
  });
  afterAll(() => app.close());

  it('has a real route for every operation but the listed exceptions', () => {
    const stubbed = app.notImplementedOperations.filter((key) => !TEMPORARY_501_EXCEPTIONS.includes(key));
    expect(stubbed).toEqual([]);
  });

  it('lists only operations of the contract as exceptions', () => {
    expect(TEMPORARY_501_EXCEPTIONS.filter((key) => !(key in operations))).toEqual([]);
  });

  // Every call with an id nobody has (a 404 is an answer); the logout would end the session the later calls need.
  const probed = Object.keys(operations).filter(
    (key) => !TEMPORARY_501_EXCEPTIONS.includes(key) && key !== 'POST /api/authentication/logout',
  );
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

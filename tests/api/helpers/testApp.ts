import { startSmtpReceiver, type SmtpReceiver } from './smtpReceiver';
import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../server';
import type { SessionClaims } from '../../../server/auth';
import { DEMO_PASSWORD, type Db } from '../../../server/db';
import { instrumentContractCheck } from './contractCheck';
import { createTestDb } from './template';

/** Secret of all test apps, so tests can sign their own (e.g. expired) tokens. */
export const TEST_JWT_SECRET = 'test-secret-for-disponent-online-api-tests-0123456789';

/** A test app and the database behind it (closed together by app.close()). */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
}

/** Answer of a successful login. */
export interface LoginAnswer {
  accessToken: string;
  refreshToken: string;
  userId: number;
  username: string;
}

/**
 * Builds an app on a fresh copy of the seeded template. The app is not yet ready,
 * so tests may still add routes; inject() readies it.
 */
export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const { db } = await createTestDb();
  const app = await buildApp({
    webRoot: '/nonexistent/disponent-online-web',
    jwtSecret: TEST_JWT_SECRET,
    logger: false,
    instrument: instrumentContractCheck,
    ...options,
    db,
  });
  return { app, db };
}

/** A test app whose mail goes to a real SMTP receiver in the test process; links in mails start with https://portal.example. */
export async function createMailTestApp(): Promise<TestApp & { smtp: SmtpReceiver; close: () => Promise<void> }> {
  const smtp = await startSmtpReceiver();
  const t = await createTestApp({ mail: { smtpUrl: smtp.url, publicUrl: 'https://portal.example' } });
  return {
    ...t,
    smtp,
    close: async () => {
      await t.app.close();
      await smtp.close();
    },
  };
}

/** Logs in through the API and fails loudly if that does not work. */
export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<LoginAnswer> {
  const res = await app.inject({ method: 'POST', url: '/api/authentication/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json<LoginAnswer>();
}

/** The claims of an access token, without verifying it. */
export function decodeClaims(token: string): SessionClaims & { iat: number; exp: number } {
  return decodeJwt(token) as unknown as SessionClaims & { iat: number; exp: number };
}

/** Authorization header for inject(). */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Id of a tenant by its exact name. */
export async function mandantId(db: Db, name: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM mandant WHERE name = $1', [name]);
  if (!rows[0]) throw new Error(`Mandant ${name} fehlt`);
  return rows[0].id;
}

export { DEMO_PASSWORD };

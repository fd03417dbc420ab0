import type { FastifyInstance } from 'fastify';

const VERSIONED = /^\/api\/(auftraege|adressen|auftragsvorlagen|benutzer|mandanten)\/\d+$/;

/**
 * The body of a PUT on an order, address, template, user or tenant with the stored version added when it names none, as
 * the portal sends back the version it read (docs/security.md: the version is required). Tests about versions send their own.
 */
export async function withStoredVersion(
  app: FastifyInstance,
  token: string,
  method: string,
  url: string,
  payload?: object,
): Promise<object | undefined> {
  if (method !== 'PUT' || !VERSIONED.test(url) || !payload || 'version' in payload) return payload;
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return res.statusCode === 200 ? { ...payload, version: res.json<{ version: number }>().version } : payload;
}

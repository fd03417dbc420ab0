import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem, notification, translate } from '../errors';
import { createAttemptStore, type AttemptCount } from './attemptStore';
import { globalPlugin } from './global';

/**
 * What a guarded route counts: `login` only failed attempts (answer 401), `account` every attempt (forgotten password,
 * registration, user-name check: each answer tells something about an account, so each one costs), `maut` every
 * calculation of the public toll calculator beside the login, per client address with the login's address budget,
 * `sendungsverfolgung` every call of the recipient's public tracking, per client address.
 */
export type BruteForcePolicy = 'login' | 'account' | 'maut' | 'sendungsverfolgung';

/** Route config `bruteForce`: the policy and where the request names the account (read before validation). */
export interface BruteForceGuard {
  policy: BruteForcePolicy;
  name: (request: FastifyRequest) => unknown;
  /** Only anonymous callers count (the public name check also serves signed-in user administration). */
  anonymousOnly?: boolean;
}

/** Budget of one policy: attempts per account name and per client address within the window. */
export interface BruteForceLimits {
  perName: number;
  perAddress: number;
  windowMs: number;
}

/** Options of the brute-force plugin; tests shrink the window, production uses the defaults. */
export type BruteForceOptions = Partial<Record<BruteForcePolicy, Partial<BruteForceLimits>>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    bruteForce?: BruteForceGuard;
  }
}

/**
 * Defaults (docs/security.md): 5 per name (login: per name and address) and 30 (login, toll calculator) / 20 (account)
 * per address within one minute.
 */
export const BRUTE_FORCE_DEFAULTS: Record<BruteForcePolicy, BruteForceLimits> = {
  login: { perName: 5, perAddress: 30, windowMs: 60_000 },
  account: { perName: 5, perAddress: 20, windowMs: 60_000 },
  maut: { perName: 30, perAddress: 30, windowMs: 60_000 },
  // The public tracking page and its unsubscribe: per client address, enough for a recipient, too few to guess tokens.
  sendungsverfolgung: { perName: 60, perAddress: 60, windowMs: 60_000 },
};

const accountName = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/**
 * The counter key of an account name. Failed logins count per name and client address: a block for wrong passwords
 * never stops the right password from a client that has not failed, so nobody locks a known user out from elsewhere.
 * The account policy (forgotten password, registration, name check) counts per name alone: each answer costs.
 */
export function nameCounterKey(policy: BruteForcePolicy, name: string, ip: string): string {
  return policy === 'login' ? `login:name:${name}:ip:${normalizeIP(ip)}` : `${policy}:name:${name}`;
}

/** The 429 answer: German text with the seconds to wait, and the same figure in Retry-After. */
export function tooManyAttempts(reply: FastifyReply, ttlMs: number): HttpProblem {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  reply.header('retry-after', String(seconds));
  return new HttpProblem(429, [
    notification('auth.zuVieleVersuche', translate('auth.zuVieleVersuche', seconds), { header: 'Zu viele Versuche' }),
  ]);
}

const bruteForcePlugin: FastifyPluginAsync<BruteForceOptions> = async (app, options) => {
  // The counters live in the database (versuch_zaehler): every server process on it counts against one budget.
  const store = createAttemptStore(app.db);
  const limitsOf = Object.fromEntries(
    (Object.keys(BRUTE_FORCE_DEFAULTS) as BruteForcePolicy[]).map((policy) => [
      policy,
      { ...BRUTE_FORCE_DEFAULTS[policy], ...options[policy] },
    ]),
  ) as Record<BruteForcePolicy, BruteForceLimits>;
  // Failed logins are counted when they start and taken back when they succeed: parallel attempts, on this or another
  // process, must not all slip through before the first failure counts.
  const reserved = new WeakMap<FastifyRequest, AttemptCount[]>();

  const guardOf = (request: FastifyRequest) => {
    const guard = request.routeOptions.config?.bruteForce;
    return guard && !(guard.anonymousOnly && request.session) ? guard : undefined;
  };

  // preValidation: the body is parsed (the login's user name) but not yet checked, so even malformed attempts are refused.
  app.addHook('preValidation', async (request, reply) => {
    const guard = guardOf(request);
    if (!guard) return;
    const limits = limitsOf[guard.policy];
    const name = accountName(guard.name(request));
    const keys = [
      `${guard.policy}:ip:${normalizeIP(request.ip)}`,
      ...(name ? [nameCounterKey(guard.policy, name, request.ip)] : []),
    ];
    const counts = await store.hit(keys, limits.windowMs);
    const max = (c: AttemptCount) => (c.key.includes(':name:') ? limits.perName : limits.perAddress);
    const blocked = counts.filter((c) => c.hits > max(c));
    if (blocked.length) {
      // A refused login does not use up the budget (it never ran); every other guarded request does (docs/security.md).
      if (guard.policy === 'login') await store.refund(counts);
      const now = Date.now();
      throw tooManyAttempts(reply, Math.max(...blocked.map((c) => c.windowStart + limits.windowMs - now)));
    }
    if (guard.policy === 'login') reserved.set(request, counts);
  });

  // A login counts only when it failed; successful ones never use up the budget.
  app.addHook('onResponse', async (request, reply) => {
    const counts = reserved.get(request);
    if (!counts) return;
    reserved.delete(request);
    if (reply.statusCode !== 401) await store.refund(counts);
  });
};

/** Limits login, forgotten password, registration and the name check per account name and per client address (429 + Retry-After). */
export const bruteForcePluginGlobal = globalPlugin(bruteForcePlugin, 'disponent-brute-force');

import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem, notification, translate } from '../errors';
import { globalPlugin } from './global';

/**
 * What a guarded route counts: `login` only failed attempts (answer 401), `account` every attempt (forgotten password,
 * registration, user-name check: each answer tells something about an account, so each one costs).
 */
export type BruteForcePolicy = 'login' | 'account';

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

/** Defaults (README, Security): 5 per name (login: per name and address) and 30 (login) / 20 (account) per address within one minute. */
export const BRUTE_FORCE_DEFAULTS: Record<BruteForcePolicy, BruteForceLimits> = {
  login: { perName: 5, perAddress: 30, windowMs: 60_000 },
  account: { perName: 5, perAddress: 20, windowMs: 60_000 },
};

type Limiter = (request: FastifyRequest, callOptions?: { increment?: boolean }) => Promise<{ isAllowed: boolean; ttl?: number; remaining?: number; isExceeded?: boolean }>;
type Check = { blocked: boolean; ttl: number };

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
  return new HttpProblem(429, [notification('auth.zuVieleVersuche', translate('auth.zuVieleVersuche', seconds), { header: 'Zu viele Versuche' })]);
}

const bruteForcePlugin: FastifyPluginAsync<BruteForceOptions> = async (app, options) => {
  // Only the store and the manual limiters of @fastify/rate-limit: no route is limited unless it carries config.bruteForce.
  await app.register(rateLimit, { global: false, cache: 50_000 });
  const names = new WeakMap<FastifyRequest, string>();
  const limiters = Object.fromEntries((Object.keys(BRUTE_FORCE_DEFAULTS) as BruteForcePolicy[]).map((policy) => {
    const limits = { ...BRUTE_FORCE_DEFAULTS[policy], ...options[policy] };
    return [policy, {
      name: app.createRateLimit({ max: limits.perName, timeWindow: limits.windowMs, keyGenerator: (r) => nameCounterKey(policy, names.get(r)!, r.ip) }) as Limiter,
      address: app.createRateLimit({ max: limits.perAddress, timeWindow: limits.windowMs, keyGenerator: (r) => `${policy}:ip:${normalizeIP(r.ip)}` }) as Limiter,
      limits,
    }];
  })) as Record<BruteForcePolicy, { name: Limiter; address: Limiter; limits: BruteForceLimits }>;
  // Failed logins still being checked: parallel attempts must not all slip through before the first failure counts.
  const pending = new Map<string, number>();
  const inFlight = new WeakSet<FastifyRequest>();
  const pendingKeys = (policy: BruteForcePolicy, request: FastifyRequest) =>
    [`${policy}:ip:${normalizeIP(request.ip)}`, ...(names.has(request) ? [nameCounterKey(policy, names.get(request)!, request.ip)] : [])];

  const guardOf = (request: FastifyRequest) => {
    const guard = request.routeOptions.config?.bruteForce;
    return guard && !(guard.anonymousOnly && request.session) ? guard : undefined;
  };

  // preValidation: the body is parsed (the login's user name) but not yet checked, so even malformed attempts are refused.
  app.addHook('preValidation', async (request, reply) => {
    const guard = guardOf(request);
    if (!guard) return;
    const name = accountName(guard.name(request));
    if (name) names.set(request, name);
    const { name: byName, address: byAddress, limits } = limiters[guard.policy];
    const kinds: [Limiter, number, string][] = [[byAddress, limits.perAddress, pendingKeys(guard.policy, request)[0]]];
    if (name) kinds.push([byName, limits.perName, nameCounterKey(guard.policy, name, request.ip)]);
    const checks: Check[] = await Promise.all(kinds.map(async ([limiter, max, key]) => {
      if (guard.policy === 'account') {
        const state = await limiter(request);
        return { blocked: Boolean(state.isExceeded), ttl: state.ttl ?? 0 };
      }
      const state = await limiter(request, { increment: false });
      const used = max - (state.remaining ?? max) + (pending.get(key) ?? 0);
      return { blocked: used >= max, ttl: state.ttl || limits.windowMs };
    }));
    const blocked = checks.filter((c) => c.blocked);
    if (blocked.length) throw tooManyAttempts(reply, Math.max(...blocked.map((c) => c.ttl)));
    if (guard.policy !== 'login') return;
    inFlight.add(request);
    for (const key of pendingKeys('login', request)) pending.set(key, (pending.get(key) ?? 0) + 1);
  });

  // A login counts only when it failed; successful ones never use up the budget.
  app.addHook('onResponse', async (request, reply) => {
    if (!inFlight.has(request)) return;
    inFlight.delete(request);
    for (const key of pendingKeys('login', request)) {
      const left = (pending.get(key) ?? 1) - 1;
      if (left > 0) pending.set(key, left);
      else pending.delete(key);
    }
    if (reply.statusCode !== 401) return;
    await limiters.login.address(request);
    if (names.has(request)) await limiters.login.name(request);
  });
};

/** Limits login, forgotten password, registration and the name check per account name and per client address (429 + Retry-After). */
export const bruteForcePluginGlobal = globalPlugin(bruteForcePlugin, 'disponent-brute-force');

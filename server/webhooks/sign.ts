import { createHmac, randomBytes } from 'node:crypto';

/** The header that carries timestamp and signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>` (docs/api.md Webhooks). */
export const SIGNATURE_HEADER = 'disponent-signatur';

/** A fresh endpoint secret: 32 random bytes, base64url, with a prefix that names it. */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** HMAC-SHA256 over `${timestamp}.${body}` with the endpoint secret, hex (Stripe's scheme). */
export function signature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The signature header's value for a body sent at `at`. */
export function signatureHeader(secret: string, at: Date, body: string): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${signature(secret, t, body)}`;
}

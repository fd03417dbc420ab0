import { createHash, randomBytes } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

/** Lifetime of an encrypted id list: long enough to open the report window, short enough not to be reused. */
const TTL = '5m';

/**
 * The key shared with the report server: SHA-256 of REPORT_SECRET; without it a key of this process only
 * (orders.md §7 does not show how the report server reads the ids).
 */
function reportKey(): Uint8Array {
  const secret = process.env.REPORT_SECRET;
  return secret ? createHash('sha256').update(secret).digest() : processKey;
}
const processKey = randomBytes(32);

/** Encrypts order ids (and the tenant they were checked for) for the report server: JWE dir/A256GCM. */
export async function encryptReportIds(ids: number[], mandantId: number): Promise<string> {
  return new EncryptJWT({ ids, mandantId }).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt().setExpirationTime(TTL).encrypt(reportKey());
}

/** The report server's side: the ids of an encrypted list, or null when forged or expired. */
export async function decryptReportIds(token: string): Promise<number[] | null> {
  try {
    const { payload } = await jwtDecrypt(token, reportKey());
    return Array.isArray(payload.ids) ? payload.ids.map(Number) : null;
  } catch {
    return null;
  }
}

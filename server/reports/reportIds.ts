import { createHash, randomBytes } from 'node:crypto';
import { EncryptJWT, errors, jwtDecrypt } from 'jose';

/** Lifetime of an encrypted id list: long enough to open the report window, short enough not to be reused. */
const TTL = '5m';

/**
 * The key shared with the report server: SHA-256 of REPORT_SECRET; without it a key of this process only (the portal's own
 * report server, docs/printing.md).
 */
function reportKey(): Uint8Array {
  const secret = process.env.REPORT_SECRET;
  return secret ? createHash('sha256').update(secret).digest() : processKey;
}
const processKey = randomBytes(32);

/** Who a print job was issued to: the user (id and session version) and the tenant the ids were checked for. */
export interface ReportGrant {
  ids: number[];
  mandantId: number;
  userId: number;
  sv: number;
}

/**
 * Encrypts order ids for the report window (JWE dir/A256GCM, 5 minutes). The token is the report tab's only credential: a new
 * tab carries no bearer token, so it names user and session version, which the report server checks again (docs/printing.md).
 */
export async function encryptReportIds(
  ids: number[],
  mandantId: number,
  user: { userId: number; sv: number } = { userId: 0, sv: 0 },
): Promise<string> {
  return new EncryptJWT({ ids, mandantId, userId: user.userId, sv: user.sv })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(TTL)
    .encrypt(reportKey());
}

/** The grant of an encrypted id list, or why it is refused: forged (or another key) or expired. */
export async function openReportIds(
  token: string,
): Promise<{ grant: ReportGrant } | { refused: 'ungueltig' | 'abgelaufen' }> {
  try {
    const { payload } = await jwtDecrypt(token, reportKey());
    const ids = Array.isArray(payload.ids) ? payload.ids.map(Number) : [];
    const [mandantId, userId, sv] = [payload.mandantId, payload.userId, payload.sv].map(Number);
    if (!ids.length || !ids.every(Number.isSafeInteger) || ![mandantId, userId, sv].every(Number.isSafeInteger))
      return { refused: 'ungueltig' };
    return { grant: { ids, mandantId, userId, sv } };
  } catch (error) {
    return { refused: error instanceof errors.JWTExpired ? 'abgelaufen' : 'ungueltig' };
  }
}

/** The ids of an encrypted list, or null when forged or expired. */
export async function decryptReportIds(token: string): Promise<number[] | null> {
  const opened = await openReportIds(token);
  return 'grant' in opened ? opened.grant.ids : null;
}

/** What replaces a redacted value in a log line. */
export const REDACTED = '[entfernt]';

// Secrets and bodies at the top of a line's object and one level down (pino's redact: exact paths, `*` one level).
const SECRET_KEYS = ['password', 'passwort', 'passwordRepeat', 'token', 'accessToken', 'refreshToken', 'authorization'];
const PERSONAL_KEYS = ['body', 'email', 'username'];

/**
 * The paths pino blanks in every log line: authorization and cookie headers, passwords, tokens and request bodies (a
 * login's or password change's body holds the password; other bodies hold customers' addresses). Lines name users by
 * id only (account-admin.md §2 Info: the log is read in the admin area).
 */
export const LOG_REDACT_PATHS: string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'res.headers["set-cookie"]',
  ...['authorization', 'cookie', '"set-cookie"'].flatMap((h) => [`headers.${h}`, `*.headers.${h}`]),
  ...[...SECRET_KEYS, ...PERSONAL_KEYS].flatMap((key) => [key, `*.${key}`]),
  // API keys (server/apikeys): the X-API-Key header and the key in the answer of its creation.
  'req.headers["x-api-key"]',
  ...['headers["x-api-key"]', '*.headers["x-api-key"]', 'schluessel', '*.schluessel'],
];

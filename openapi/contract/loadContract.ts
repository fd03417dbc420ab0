import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The bundled contract (openapi/generated/openapi.json), parsed once per process. */
let cached: Record<string, unknown> | undefined;

/** Path of the bundled, self-contained OpenAPI document that `npm run generate` writes. */
export const BUNDLED_CONTRACT_PATH = fileURLToPath(new URL('../generated/openapi.json', import.meta.url));

/** Loads the bundled contract; callers must not mutate it. */
export function loadContract(): Record<string, unknown> {
  cached ??= JSON.parse(readFileSync(BUNDLED_CONTRACT_PATH, 'utf8')) as Record<string, unknown>;
  return cached;
}

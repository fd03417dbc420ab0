import { fileURLToPath } from 'node:url';

/** server/data: reference data shipped with the project (never read from outside the repository). */
export const DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url));

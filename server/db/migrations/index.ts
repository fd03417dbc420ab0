import { fileURLToPath } from 'node:url';

/** Folder holding the numbered NNNN_name.sql migrations, applied in file-name order. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('.', import.meta.url));

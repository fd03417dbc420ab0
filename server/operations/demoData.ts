import { resolve } from 'node:path';

/** The data folder `npm start` uses without DATA_DIR. */
export const DEFAULT_DATA_DIR = './data';

/**
 * Whether the server seeds the demo users and orders into a database without users. DEMO_DATA=true/false decides;
 * without it only the embedded default (PGlite in ./data, no DATABASE_URL) gets them, so `npm install && npm start` shows a
 * filled portal while every other database (PostgreSQL, another folder) starts with no account at all: its first admin is
 * created with `npm run admin -- create <name>`.
 */
export function demoDataWanted(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): boolean {
  const flag = env.DEMO_DATA?.trim().toLowerCase();
  if (flag === 'true' || flag === '1') return true;
  if (flag === 'false' || flag === '0') return false;
  if (flag) throw new Error(`DEMO_DATA: '${env.DEMO_DATA}' ist weder true noch false.`);
  if (env.DATABASE_URL) return false;
  return !env.DATA_DIR || resolve(cwd, env.DATA_DIR) === resolve(cwd, DEFAULT_DATA_DIR);
}

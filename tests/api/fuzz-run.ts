import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

/**
 * `npm run fuzz -- --runs 20000 [--seed 4711]`: the contract-driven fuzz test of tests/api/fuzz.test.ts with more
 * generated requests (npm test runs it with 3000 and the fixed seed).
 */
const { values } = parseArgs({ options: { runs: { type: 'string', default: '20000' }, seed: { type: 'string' } } });
const env = { ...process.env, FUZZ_RUNS: values.runs, ...(values.seed ? { FUZZ_SEED: values.seed } : {}) };
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'tests/api/fuzz.test.ts'], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);

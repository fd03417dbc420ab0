import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Three suites: unit (jsdom), api (Fastify inject on PGlite) and e2e (real server + Chromium). */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['engine/**/*.test.tsx', 'app/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/unit/setup.ts'],
          // A hang guard, not a speed check: a component test's first render in jsdom took over 5 s on 2 busy cores.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // Plain TypeScript (documents, rules, formats, payloads): no DOM, and the files share their modules in a worker, so
          // the documents and rule code load once per worker, not once per file. A file that needs a DOM says so in its docblock.
          name: 'unit-logic',
          environment: 'node',
          isolate: false,
          include: [
            'engine/**/*.test.ts',
            'app/**/*.test.ts',
            'schemas/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/contract/**/*.test.ts',
          ],
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          // Files share their modules in a worker (server code, PGlite's WASM load once): each file builds its own app and
          // database as before, so nothing but code is shared. Half the suite's time went to loading them per file.
          isolate: false,
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          // tests/unit/setup.ts: API tests that send the browser's own payload (orderPayload) need the documents installed.
          setupFiles: ['tests/api/setup.ts', 'tests/unit/setup.ts'],
          testTimeout: 30_000,
          // Building the seeded template (once per change of server/db) exceeded 60 s on 2 busy cores.
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // A hang guard, not a speed check: one test drives several screens through a real server on 2 shared cores.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

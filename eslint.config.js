import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portalPlugin } from './eslint-rules/index.js';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * layers/no-import-from: refuses a relative import (static, `export … from`, dynamic) that resolves into one of the given
 * folders of the repository. Resolved, not matched by name: `server/app.ts` is the server's own, `app/` is the browser app.
 */
const layers = {
  rules: {
    'no-import-from': {
      meta: {
        type: 'problem',
        schema: [
          {
            type: 'array',
            items: {
              type: 'object',
              properties: { folder: { type: 'string' }, message: { type: 'string' } },
              required: ['folder', 'message'],
            },
          },
        ],
      },
      create(context) {
        const forbidden = context.options[0] ?? [];
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = relative(root, resolve(dirname(context.filename), source))
            .split(sep)
            .join('/');
          const hit = forbidden.find(({ folder }) => target === folder || target.startsWith(`${folder}/`));
          if (hit) context.report({ node: node.source, message: hit.message });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

const NO_APP = {
  folder: 'app',
  message: 'server/ und schemas/ dürfen app/ nicht importieren (Registries liegen in schemas/registries/).',
};
const NO_ENGINE_REACT = {
  folder: 'engine/react',
  message: 'server/ und schemas/ dürfen engine/react nicht importieren (nur engine/core).',
};

/** Flat config: TypeScript rules everywhere plus the one-way dependency rules for engine/, server/ and schemas/. */
export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'storybook-static', 'data', 'openapi/generated', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Blueprint's Popover (react-popper) mis-positions under React 19; PopoverNext (Floating UI) is its successor, and the
      // package.json override of react-popper's React peer range is only right while nothing renders the old one.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@blueprintjs/core'] > ImportSpecifier[imported.name=/^(Popover|ContextMenuPopover)$/]",
          message: 'PopoverNext statt Popover verwenden (Popover positioniert unter React 19 falsch).',
        },
      ],
    },
  },
  {
    // engine/ is a reusable library: it must never reach into the app, the server or generated API code.
    files: ['engine/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app', '**/app/**'], message: 'engine/ darf app/ nicht importieren.' },
            { group: ['**/server', '**/server/**'], message: 'engine/ darf server/ nicht importieren.' },
            {
              group: ['**/openapi', '**/openapi/**'],
              message: 'engine/ darf keinen (generierten) API-Code importieren.',
            },
          ],
        },
      ],
    },
  },
  {
    // server/ and schemas/ run without the browser: the server's start runs the configuration linter of schemas/, so neither
    // may reach into the app's pages and session nor into the React half of the engine (ids come from schemas/registries/).
    files: ['server/**/*.{ts,tsx}', 'schemas/**/*.{ts,tsx}'],
    plugins: { layers },
    rules: { 'layers/no-import-from': ['error', [NO_APP, NO_ENGINE_REACT]] },
  },
  {
    // schemas/ is read by the server, never the reverse.
    files: ['schemas/**/*.{ts,tsx}'],
    plugins: { layers },
    rules: {
      'layers/no-import-from': [
        'error',
        [NO_APP, NO_ENGINE_REACT, { folder: 'server', message: 'schemas/ darf server/ nicht importieren.' }],
      ],
    },
  },
  {
    // app/ reaches /api only through the client generated from openapi/ (app/api/client.ts).
    files: ['app/**/*.{ts,tsx}'],
    // The client and its 401 routine (which repeats a request with a new token) are the only fetch users.
    ignores: ['app/api/client.ts', 'app/api/reauth.ts', 'app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'API-Aufrufe nur über den generierten Client (app/api).' },
        { name: 'XMLHttpRequest', message: 'API-Aufrufe nur über den generierten Client (app/api).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'globalThis', property: 'fetch', message: 'API-Aufrufe nur über den generierten Client (app/api).' },
        { object: 'window', property: 'fetch', message: 'API-Aufrufe nur über den generierten Client (app/api).' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server', '**/server/**'], message: 'app/ darf server/ nicht importieren.' },
            {
              group: ['**/openapi/contract', '**/openapi/contract/**', '**/openapi/generated/**'],
              message: 'app/ nutzt openapi/ nur über dessen index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // engine/core is plain TypeScript: no React, no Blueprint, no rjsf React packages.
    files: ['engine/core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'engine/core ist reines TypeScript ohne React.' },
            { name: 'react-dom', message: 'engine/core ist reines TypeScript ohne React.' },
            { name: '@rjsf/core', message: 'engine/core ist reines TypeScript ohne React.' },
          ],
          patterns: [
            { group: ['@blueprintjs/*'], message: 'engine/core ist reines TypeScript ohne Blueprint.' },
            {
              group: [
                '**/react',
                '**/react/**',
                '**/app',
                '**/app/**',
                '**/server',
                '**/server/**',
                '**/openapi',
                '**/openapi/**',
              ],
              message: 'engine/core importiert nur engine/core.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every word the user reads comes from a document or a text catalogue (docs/configuration.md, "Text catalogue"): a German text in
    // TSX is a defect. Tests, stories and story fixtures speak to the screens in German and are no UI.
    files: ['app/**/*.tsx', 'engine/react/**/*.tsx'],
    ignores: [
      '**/*.test.tsx',
      '**/*.stories.tsx',
      '**/fixtures/**',
      '**/fixtures.tsx',
      '**/*StoryApi.tsx',
      'app/storybook/**',
    ],
    plugins: { portal: portalPlugin },
    rules: { 'portal/no-german-literals': 'error' },
  },
);

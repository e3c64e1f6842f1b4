// ESLint flat config: JS + typescript-eslint recommended, React hooks rules
// for the web client, and the architecture boundaries of DESIGN.md:
//
//   src/shared   imports neither #server/* nor #web/* (nor React): it is the
//                contract both sides use.
//   src/web      never imports #server/*.
//   src/web/features/<a>  never imports another feature: the app's router
//                (src/web/app) composes features. Convention: inside a
//                feature use relative imports or #web/features/<a>/...;
//                anything shared by features lives in #web/components or
//                #web/lib.
//
// Aliased layer imports are checked with no-restricted-imports; the local
// rule `boundaries/no-cross-layer` resolves relative imports too (so
// "../../../server/x.ts" cannot slip past) and checks features generically:
// a file in src/web/features/<a>/ may not import anything that resolves into
// src/web/features/<b>/, whether by alias or by relative path.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { serverDependencies } from './eslint/server-dependencies.js';
import { testSupportPlugin } from './eslint/test-support.js';
import { webLayers } from './eslint/web-layers.js';

const root = path.dirname(fileURLToPath(import.meta.url));
const FEATURES_DIR = 'src/web/features';

/** The repo-relative path an import specifier points at, or null for packages. */
function resolveSpecifier(fromFile, specifier) {
  const alias = /^#(shared|server|web)\/(.*)$/.exec(specifier);
  if (alias) return path.posix.join('src', alias[1], alias[2]);
  if (specifier.startsWith('.')) {
    return path.relative(root, path.resolve(path.dirname(fromFile), specifier)).split(path.sep).join('/');
  }
  return null;
}

function featureOf(repoPath) {
  const match = new RegExp(`^${FEATURES_DIR}/([^/]+)/`).exec(repoPath + '/');
  return match ? match[1] : null;
}

const boundaries = {
  rules: {
    'no-cross-layer': {
      meta: {
        type: 'problem',
        docs: { description: 'Enforce the source-root and feature boundaries of DESIGN.md' },
        schema: [],
        messages: {
          sharedImportsSide: 'src/shared must not import {{target}} (shared is imported by both sides, never the reverse).',
          webImportsServer: 'src/web must not import server code ({{target}}); share contracts through #shared/*.',
          crossFeature:
            'Feature "{{from}}" must not import feature "{{to}}"; compose features in src/web/app or move the shared part to #web/components or #web/lib.',
        },
      },
      create(context) {
        const file = path.relative(root, context.filename).split(path.sep).join('/');
        const fromFeature = featureOf(file);
        function check(node, specifier) {
          if (typeof specifier !== 'string') return;
          const target = resolveSpecifier(context.filename, specifier);
          if (!target) return;
          const relative = specifier.startsWith('.');
          // Aliased (#server/...) layer imports are reported by no-restricted-imports.
          if (relative && file.startsWith('src/shared/') && (target.startsWith('src/server/') || target.startsWith('src/web/'))) {
            context.report({ node, messageId: 'sharedImportsSide', data: { target: specifier } });
          } else if (relative && file.startsWith('src/web/') && target.startsWith('src/server/')) {
            context.report({ node, messageId: 'webImportsServer', data: { target: specifier } });
          } else if (fromFeature) {
            const toFeature = featureOf(target);
            if (toFeature && toFeature !== fromFeature) {
              context.report({ node, messageId: 'crossFeature', data: { from: fromFeature, to: toFeature } });
            }
          }
        }
        return {
          ImportDeclaration: (node) => check(node.source, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
          ExportAllDeclaration: (node) => check(node.source, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { boundaries },
    rules: {
      'boundaries/no-cross-layer': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  // Product code never imports test support (eslint/test-support.js, docs/decisions/059-test-support.md).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'test-support': testSupportPlugin(root) },
    rules: { 'test-support/no-test-import': 'error' },
  },
  {
    files: ['src/shared/**'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // (a regex: in gitignore-style `group` patterns a leading # is a comment)
            { regex: '^#(server|web)/', message: 'src/shared imports neither #server nor #web.' },
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'src/shared is framework-free: no React.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^#server/', message: 'src/web never imports server code; use #shared/* contracts.' }],
          // lucide-react's barrel imports every icon, which hides from the build which code uses which (decision 093).
          paths: [{ name: 'lucide-react', allowTypeImports: true, message: "Import each icon from 'lucide-react/icons/<name>'." }],
        },
      ],
    },
  },
  // The layers inside src/web (app > features > components > lib > config): eslint/web-layers.js.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'web-layers': webLayers },
    rules: { 'web-layers/no-upward-import': 'error', 'web-layers/api-paths-only': 'error' },
  },
  {
    files: ['src/web/test/**', 'src/web/**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Server folders import only lower layers (docs/decisions/058).
  serverDependencies(root),
);

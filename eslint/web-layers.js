// The layers inside src/web (issue 25, docs/decisions/061), highest first:
//
//   app/         the router, route modules, providers: composes everything below
//   features/    one folder per domain (feature-to-feature imports are the
//                job of boundaries/no-cross-layer)
//   components/  shared UI (ui/, layout/, markdown/)
//   lib/         framework glue: API client, auth state, realtime, tracking
//   config/      the registries (paths, apiPaths): imports nothing of src/web
//
// A file may import its own layer and the layers below it, never one above:
// what a lower layer needs from a higher one is passed in (a prop, a
// component slot) or moves down. Aliased (#web/...) and relative imports are
// both resolved. Test files and test harnesses are exempt: a test may compose
// the whole app (AppProvider, the router) around the piece it checks.
//
// A second rule keeps every '/api/...' string of src/web in apiPaths
// (src/web/config/api-paths.ts), which an api test checks against the
// server's OpenAPI document.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LAYERS = ['app', 'features', 'components', 'lib', 'config'];

/** The layer of a repo-relative path under src/web, or null. */
function layerOf(repoPath) {
  const match = /^src\/web\/([^/]+)\//.exec(repoPath);
  return match && LAYERS.includes(match[1]) ? match[1] : null;
}

function resolveSpecifier(fromFile, specifier) {
  const alias = /^#web\/(.*)$/.exec(specifier);
  if (alias) return path.posix.join('src/web', alias[1]);
  if (specifier.startsWith('.')) {
    return path.relative(root, path.resolve(path.dirname(fromFile), specifier)).split(path.sep).join('/');
  }
  return null;
}

function isTestSupport(repoPath) {
  return /\.test\.tsx?$/.test(repoPath) || /test-harness\.tsx?$/.test(repoPath) || repoPath.startsWith('src/web/test/');
}

const noUpwardImport = {
  meta: {
    type: 'problem',
    docs: { description: 'A src/web layer (app > features > components > lib > config) never imports a layer above it' },
    schema: [],
    messages: {
      upward:
        'src/web/{{from}} must not import src/web/{{to}} ({{specifier}}): layers go app > features > components > lib > config. Pass the piece in (a prop or component slot) or move it down a layer.',
    },
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const from = layerOf(file);
    if (!from || isTestSupport(file)) return {};
    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(context.filename, specifier);
      const to = target && layerOf(target + '/');
      if (to && LAYERS.indexOf(to) < LAYERS.indexOf(from)) {
        context.report({ node, messageId: 'upward', data: { from, to, specifier } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

/** Every endpoint the client calls is an entry of apiPaths (src/web/config/api-paths.ts), never a string of its own. */
const API_PATHS_FILE = 'src/web/config/api-paths.ts';
const apiPathsOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'An /api/ path in src/web is written only in apiPaths' },
    schema: [],
    messages: { ownPath: 'Endpoint "{{text}}" written outside apiPaths: add an entry to src/web/config/api-paths.ts and use it.' },
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    if (file === API_PATHS_FILE || isTestSupport(file)) return {};
    const check = (node, text) => {
      if (typeof text === 'string' && text.startsWith('/api/')) context.report({ node, messageId: 'ownPath', data: { text: text.slice(0, 60) } });
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateLiteral: (node) => check(node, node.quasis[0]?.value.cooked),
    };
  },
};

/** The plugin: `'web-layers/no-upward-import'` and `'web-layers/api-paths-only'`. */
export const webLayers = { rules: { 'no-upward-import': noUpwardImport, 'api-paths-only': apiPathsOnly } };

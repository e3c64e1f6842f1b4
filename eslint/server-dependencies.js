// The direction of server dependencies (docs/decisions/058).
//
// Every folder of src/server (and every file directly in it) sits in one
// layer of SERVER_LAYERS, bottom first. A product file may import its own
// folder and folders of LOWER layers only: never a higher layer, never
// another folder of its own layer. Layers are a strict order, so two folders
// can never import each other, directly or round a longer loop.
//
// Exempt: test code (*.test.ts, src/server/test/**, and the test support
// files that still sit in domain folders: *-test-data.ts, *.matrix.ts,
// harnesses, test clients, sweeps) may import anything, and imports OF test
// support are not checked here. app-context.ts is the one type hub: the
// AppContext interface every service takes; anyone may import it with
// `import type`, and it imports only types itself.
//
// A new folder goes into the lowest layer above every folder it imports
// (the rule reports a folder missing from the list). An import the layers
// forbid means the shared piece belongs lower (db/, visibility/, ...), or the
// caller should receive it as a parameter instead (app.ts passes the
// directory's match search to collegeRoutes).
import path from 'node:path';

/** Bottom first. A name with `.ts` is a file directly in src/server. */
export const SERVER_LAYERS = [
  // Foundations: no domain knowledge.
  ['geo', 'project-root.ts'],
  ['db'],
  ['http', 'visibility'],
  ['env.ts'],
  ['email'],
  ['auth'],
  ['realtime'],
  // Domains, each above what it builds on.
  ['admin', 'alerts', 'analytics', 'content', 'flags', 'guardian-consent', 'images', 'messaging', 'subscriptions', 'tracking'],
  ['account', 'contact', 'lists', 'mr-cooldowns', 'news', 'points'],
  ['functions', 'guardians', 'short-links', 'teams'],
  ['colleges', 'interest-forms'],
  ['match'],
  ['player-recruiting', 'recruiting-dashboard'],
  ['profile-views'],
  ['jobs', 'profiles'],
  ['app-context.ts', 'outcomes', 'saved-searches', 'team-players'],
  ['marketing', 'pipeline'],
  ['matchmaking', 'submissions'],
  ['home'],
  // Composition: the app registers every route; the seed and main run it.
  ['app.ts'],
  ['seed'],
  ['main.ts'],
];

const TYPE_HUB = 'app-context.ts';
const TEST_SUPPORT =
  /\.test\.tsx?$|^src\/server\/test\/|\.test-support\.tsx?$|-test-data\.ts$|\.matrix\.ts$|test-harness|-test-client|bad-input-sweep\.ts$/;

const layerOf = new Map(SERVER_LAYERS.flatMap((units, index) => units.map((unit) => [unit, index])));

/** The folder (or root file) of src/server a repo path belongs to; null outside src/server. */
function unitOf(repoPath) {
  const match = /^src\/server\/([^/]+)(\/)?/.exec(repoPath);
  if (!match) return null;
  return match[1];
}

const describe = (unit) => (unit.endsWith('.ts') ? `src/server/${unit}` : `src/server/${unit}/`);

/** @param {string} root the repository root */
export function serverDependenciesPlugin(root) {
  function resolve(fromFile, specifier) {
    if (specifier.startsWith('#server/')) return `src/server/${specifier.slice('#server/'.length)}`;
    if (specifier.startsWith('.')) {
      return path.relative(root, path.resolve(path.dirname(fromFile), specifier)).split(path.sep).join('/');
    }
    return null;
  }

  return {
    rules: {
      direction: {
        meta: {
          type: 'problem',
          docs: { description: 'Server folders import only folders of lower layers (eslint/server-dependencies.js)' },
          schema: [],
          messages: {
            upward:
              '{{from}} (layer {{fromLayer}}) must not import {{to}} (layer {{toLayer}}): server folders import only lower layers. Move the shared piece down, or pass it in (docs/decisions/058).',
            sameLayer:
              '{{from}} must not import {{to}}: both are in layer {{fromLayer}}. Put {{from}} in a higher layer than {{to}} in eslint/server-dependencies.js if every other import stays downward, or move the shared piece down (docs/decisions/058).',
            unknown: '{{unit}} is in no layer of SERVER_LAYERS: add it to eslint/server-dependencies.js, in the lowest layer above everything it imports.',
            typeHub: 'app-context.ts is imported for its types only: use `import type` (docs/decisions/058).',
          },
        },
        create(context) {
          const file = path.relative(root, context.filename).split(path.sep).join('/');
          const from = unitOf(file);
          if (!from || TEST_SUPPORT.test(file)) return {};

          function typeOnly(node) {
            if (node.importKind === 'type' || node.exportKind === 'type') return true;
            const specifiers = node.specifiers ?? [];
            return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
          }

          function check(declaration, source) {
            if (!source || typeof source.value !== 'string') return;
            const target = resolve(context.filename, source.value);
            if (!target || TEST_SUPPORT.test(target)) return;
            const to = unitOf(target);
            if (!to || to === from) return;
            if (from === TYPE_HUB || to === TYPE_HUB) {
              if (!declaration || !typeOnly(declaration)) context.report({ node: source, messageId: 'typeHub' });
              if (to === TYPE_HUB) return;
            }
            const fromLayer = layerOf.get(from);
            const toLayer = layerOf.get(to);
            if (fromLayer === undefined) return context.report({ node: source, messageId: 'unknown', data: { unit: describe(from) } });
            if (toLayer === undefined) return context.report({ node: source, messageId: 'unknown', data: { unit: describe(to) } });
            if (toLayer < fromLayer) return;
            const data = { from: describe(from), to: describe(to), fromLayer, toLayer };
            context.report({ node: source, messageId: toLayer === fromLayer ? 'sameLayer' : 'upward', data });
          }

          return {
            ImportDeclaration: (node) => check(node, node.source),
            ExportNamedDeclaration: (node) => node.source && check(node, node.source),
            ExportAllDeclaration: (node) => check(node, node.source),
            ImportExpression: (node) => node.source.type === 'Literal' && check(null, node.source),
          };
        },
      },
    },
  };
}

/** The flat-config block eslint.config.js spreads in. */
export function serverDependencies(root) {
  return {
    files: ['src/server/**/*.ts'],
    plugins: { 'server-dependencies': serverDependenciesPlugin(root) },
    rules: { 'server-dependencies/direction': 'error' },
  };
}

// Local ESLint rule `test-support/no-test-import` (docs/decisions/059-test-support.md):
// product code never imports test code. Test support (test data, harnesses,
// fakes, sweeps, access matrices) lives under a `test/` folder
// (src/server/test/<domain>/, src/web/test/<area>/, src/shared/test/), so a
// product file that imports a path inside one, a test file, or a
// `*.test-support.ts(x)` file is reported. Test files, files under a `test/`
// folder and `*.test-support.ts(x)` files may import anything.
import path from 'node:path';

/** Test code: a test file, anything under a test/ folder, or a *.test-support.ts(x) module. */
export const isTestPath = (repoPath) =>
  /\.test\.tsx?$/.test(repoPath) || /(^|\/)test\//.test(repoPath) || /\.test-support\.tsx?$/.test(repoPath);

/** The repo-relative path a specifier points at (the #shared/#server/#web aliases or relative), or null for a package. */
function resolveSpecifier(root, fromFile, specifier) {
  const alias = /^#(shared|server|web)\/(.*)$/.exec(specifier);
  if (alias) return path.posix.join('src', alias[1], alias[2]);
  if (specifier.startsWith('.')) {
    return path.relative(root, path.resolve(path.dirname(fromFile), specifier)).split(path.sep).join('/');
  }
  return null;
}

/** The plugin for a repository rooted at `root`. */
export function testSupportPlugin(root) {
  return {
    rules: {
      'no-test-import': {
        meta: {
          type: 'problem',
          docs: { description: 'Product code must not import test support (docs/decisions/059-test-support.md)' },
          schema: [],
          messages: {
            testImport:
              'Product code must not import test code ({{target}}). Test support lives under a test/ folder; ' +
              'move what product code needs out of it (docs/decisions/059-test-support.md).',
          },
        },
        create(context) {
          const file = path.relative(root, context.filename).split(path.sep).join('/');
          if (isTestPath(file)) return {};
          function check(node, specifier) {
            if (typeof specifier !== 'string') return;
            const target = resolveSpecifier(root, context.filename, specifier);
            if (target && isTestPath(target)) context.report({ node, messageId: 'testImport', data: { target: specifier } });
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
}

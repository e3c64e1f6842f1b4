/**
 * After `vite build`: the built scripts each page needs on a cold load beyond what its HTML already loads, written to
 * dist/web-manifest/route-preloads.json. The server names them in the page's `Link` header (src/server/http/
 * page-preloads.ts, docs/decisions/098), so the browser fetches a route's chunks beside the entry instead of after
 * the entry has run and asked for them.
 *
 * A page's modules are read from the router's route tables, where each page is written
 * `<page id>: { lazy: lazyRoute(() => import('./x.tsx'), 'XRoute'), index?: ..., parent?: '<page id>' }`
 * (src/web/app/router.tsx and routes/<area>/*-routes.ts). A page of the registry whose module is not found stops the
 * build, so a route table written another way cannot silently lose its preloads.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { PAGES, type PageId } from '#shared/pages/page-list.ts';
import { closure, keysByFile, readManifest, type Manifest } from '../bench/bundle/manifest-graph.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APP_DIR = path.join(ROOT, 'src/web/app');
const MANIFEST = path.join(ROOT, 'dist/web-manifest/manifest.json');
/** Where each route module was bundled (scripts/route-module-chunks.ts). */
const MODULE_CHUNKS = path.join(ROOT, 'dist/web-manifest/route-module-chunks.json');
const OUT = path.join(ROOT, 'dist/web-manifest/route-preloads.json');

interface RouteTableEntry {
  /** Source modules (root-relative, as the manifest keys them) of the page's `lazy` and `index`. */
  modules: string[];
  parent?: PageId;
}

/**
 * `() => import('./x.tsx')` inside `lazyRoute(...)`: the imported specifier; `named` resolves a constant of the file
 * that holds such a call (`const screen = lazyRoute(...)`, used by two pages).
 */
function lazyRouteImport(node: ts.Expression | undefined, named: Map<string, ts.Expression>): string | null {
  if (node && ts.isIdentifier(node)) return lazyRouteImport(named.get(node.text), new Map());
  if (!node || !ts.isCallExpression(node) || node.expression.getText() !== 'lazyRoute') return null;
  const loader = node.arguments[0];
  if (!loader || !ts.isArrowFunction(loader) || !ts.isCallExpression(loader.body)) return null;
  const call = loader.body;
  if (call.expression.kind !== ts.SyntaxKind.ImportKeyword) return null;
  const specifier = call.arguments[0];
  return specifier && ts.isStringLiteral(specifier) ? specifier.text : null;
}

function propertyName(name: ts.PropertyName): string | null {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;
}

/** Every `<page id>: { lazy: lazyRoute(...) ... }` of one source file. */
function routeTableEntries(file: string): Map<string, RouteTableEntry> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const entries = new Map<string, RouteTableEntry>();
  const named = new Map<string, ts.Expression>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) named.set(declaration.name.text, declaration.initializer);
    }
  }
  const fromRoot = (specifier: string) => path.relative(ROOT, path.resolve(path.dirname(file), specifier)).split(path.sep).join('/');
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isObjectLiteralExpression(node.initializer)) {
      const id = propertyName(node.name);
      const fields = new Map(
        node.initializer.properties.filter(ts.isPropertyAssignment).map((field) => [propertyName(field.name), field.initializer] as const),
      );
      const lazy = lazyRouteImport(fields.get('lazy'), named);
      if (id && lazy) {
        const index = lazyRouteImport(fields.get('index'), named);
        const parent = fields.get('parent');
        entries.set(id, {
          modules: [...new Set([fromRoot(lazy), ...(index ? [fromRoot(index)] : [])])],
          parent: parent && ts.isStringLiteral(parent) ? (parent.text as PageId) : undefined,
        });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return entries;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The root modules of a page: its own and, for a page rendered inside another, that page's (recursively). */
function pageModules(id: PageId, table: Map<string, RouteTableEntry>): string[] {
  const entry = table.get(id);
  if (!entry) throw new Error(`route preloads: no lazyRoute(() => import(...)) found for page "${id}" under src/web/app`);
  return [...(entry.parent ? pageModules(entry.parent, table) : []), ...entry.modules];
}

function main() {
  const table = new Map<string, RouteTableEntry>();
  for (const file of sourceFiles(APP_DIR)) for (const [id, entry] of routeTableEntries(file)) table.set(id, entry);
  const manifest: Manifest = readManifest(MANIFEST);
  const moduleChunks = JSON.parse(readFileSync(MODULE_CHUNKS, 'utf8')) as Record<string, string>;
  const keyOfFile = keysByFile(manifest);
  const inHtml = new Set(closure(manifest, ['index.html']));
  const pages: Record<string, string[]> = {};
  for (const { id } of PAGES) {
    // The page's own chunks first: they are what it waits on longest.
    const own = pageModules(id, table).map((module) => {
      const file = moduleChunks[module];
      if (!file) throw new Error(`route preloads: ${module} (page "${id}") is in no chunk of the build`);
      return file;
    });
    const files = closure(manifest, own.map((file) => keyOfFile.get(file)!)).filter((file) => !inHtml.has(file));
    pages[id] = [...new Set([...own, ...files])].filter((file) => !inHtml.has(file));
  }
  writeFileSync(OUT, `${JSON.stringify({ pages }, null, 2)}\n`);
  const counts = Object.values(pages).map((files) => files.length);
  console.log(`route preloads: ${PAGES.length} pages, 0 to ${Math.max(...counts)} scripts each -> ${path.relative(ROOT, OUT)}`);
}

main();

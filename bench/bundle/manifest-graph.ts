/**
 * A route's JavaScript computed from the build's module graph, without a
 * browser: Vite's manifest (`vite build --manifest`, moved by `npm run
 * build:web` to dist/web-manifest/manifest.json so it is not served) lists
 * each chunk's static imports. From a route's roots (the entry and the lazy
 * modules the browser loaded for it, recorded by `npm run bench:bundle`) the
 * closure over `imports` is the set of chunks a cold load fetches; each is
 * sized as the server sends it (the precompressed .br or .gz beside it, or
 * the file itself when it is too small to have one).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RouteFigures } from './budget.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A manifest key that is the same in every checkout: a worktree that links
 * node_modules to another checkout has keys like `../../main/node_modules/x`.
 */
export function stableKey(key: string): string {
  const at = key.lastIndexOf('node_modules/');
  return at >= 0 ? key.slice(at) : key;
}

export function readManifest(file: string): Manifest {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  return Object.fromEntries(
    Object.entries(raw).map(([key, chunk]) => [stableKey(key), { ...chunk, src: chunk.src && stableKey(chunk.src), imports: chunk.imports?.map(stableKey) }]),
  );
}

/**
 * The plain scripts the page's HTML loads that are not build chunks (public/theme-init.js and the like): every
 * `<script src>` outside /assets/ (the module entry there is in the manifest). Paths relative to the web root.
 */
export function htmlScripts(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)].map((match) => match[1]!).filter((file) => !file.startsWith('assets/'));
}

/** The manifest key of each JS file (`assets/x-hash.js`). */
export function keysByFile(manifest: Manifest): Map<string, string> {
  return new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
}

/** The JS files a load of `roots` fetches: the roots and everything they import statically, in a stable order. */
export function closure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const root of roots) visit(root);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')).sort();
}

/** Bytes the server sends for one built file with that encoding. */
export function sentBytes(webRoot: string, file: string, encoding: Encoding): number {
  const full = path.join(webRoot, file);
  const compressed = encoding === 'br' ? `${full}.br` : encoding === 'gzip' ? `${full}.gz` : null;
  return statSync(compressed && existsSync(compressed) ? compressed : full).size;
}

/** A route's figures from its roots, with the HTML's plain scripts when the entry (index.html) is among them. */
export function figuresFromGraph(manifest: Manifest, roots: readonly string[], size: (file: string) => number, pageScripts: readonly string[] = []): RouteFigures {
  const files = [...closure(manifest, roots), ...(roots.includes('index.html') ? pageScripts : [])];
  const sized = files.map((file) => ({ file, bytes: size(file) }));
  const largest = sized.reduce((best, next) => (next.bytes > best.bytes || (next.bytes === best.bytes && next.file < best.file) ? next : best), { file: '-', bytes: 0 });
  return {
    jsBytes: sized.reduce((total, entry) => total + entry.bytes, 0),
    scriptRequests: sized.length,
    largestChunk: { file: chunkName(manifest, largest.file), bytes: largest.bytes },
  };
}

/** A readable, hash-free name for a built file: its source module, or the file without its hash. */
export function chunkName(manifest: Manifest, file: string): string {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.file === file);
  if (entry?.[1].src && !entry[1].src.endsWith('.html')) return entry[1].src;
  return file.replace(/^assets\//, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js');
}

// Moves the build's manifest (vite build --manifest) out of the served directory:
// dist/web/.vite/manifest.json -> dist/web-manifest/manifest.json, read by the
// JavaScript budget check (bench/bundle-check.ts), `npm run bench:bundle` and the route preloads
// (scripts/route-preloads.ts).
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
rmSync(path.join(dist, 'web-manifest'), { recursive: true, force: true });
mkdirSync(path.join(dist, 'web-manifest'));
renameSync(path.join(dist, 'web/.vite/manifest.json'), path.join(dist, 'web-manifest/manifest.json'));
// Where each route module was bundled (scripts/route-module-chunks.ts), for scripts/route-preloads.ts.
renameSync(path.join(dist, 'web/.vite/route-module-chunks.json'), path.join(dist, 'web-manifest/route-module-chunks.json'));
rmSync(path.join(dist, 'web/.vite'), { recursive: true, force: true });

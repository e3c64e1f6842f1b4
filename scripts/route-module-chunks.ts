/**
 * A build plugin that records which built chunk holds each route module (src/web/app/routes/**), as
 * `.vite/route-module-chunks.json` beside Vite's manifest (both moved out of the served directory by
 * scripts/move-manifest.mjs). The manifest names a module only when it is the facade of its chunk; a route module
 * that another module also imports statically lands in a shared chunk under another name, and only the bundle knows
 * where. scripts/route-preloads.ts reads it (docs/decisions/098).
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export const ROUTE_MODULE_CHUNKS_FILE = '.vite/route-module-chunks.json';

export function routeModuleChunks(): Plugin {
  let root = process.cwd();
  return {
    name: 'route-module-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const module = path.relative(root, id).split(path.sep).join('/');
          if (module.startsWith('src/web/app/routes/')) chunks[module] = output.fileName;
        }
      }
      const sorted = Object.fromEntries(Object.entries(chunks).sort(([a], [b]) => (a < b ? -1 : 1)));
      this.emitFile({ type: 'asset', fileName: ROUTE_MODULE_CHUNKS_FILE, source: `${JSON.stringify(sorted, null, 2)}\n` });
    },
  };
}

import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontPreload } from './scripts/font-preload.ts';
import { lazyModuleExport } from './scripts/lazy-module-export.ts';
import { routeModuleChunks } from './scripts/route-module-chunks.ts';
import { isStatelessModule } from './scripts/stateless-module.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** package version plus the short git sha (or a build timestamp outside a git checkout). */
function buildVersion(): string {
  try {
    const sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    if (sha) return `${version}+${sha}`;
  } catch {
    // not a git checkout: fall through to the timestamp
  }
  return `${version}+${new Date().toISOString().replace(/[-:]/g, '').slice(0, 13)}`;
}

export default defineConfig({
  // lazyModuleExport: a lazily imported chunk exports what import() of it gives the app, for the chunk retry (093).
  // fontPreload: the faces of the first paint are asked for with the page, not after the stylesheet (097).
  // routeModuleChunks: where each route module was bundled, for the server's preloads of a page's chunks (098).
  plugins: [react(), tailwindcss(), lazyModuleExport(), fontPreload(), routeModuleChunks()],
  define: {
    __BUILD_VERSION__: JSON.stringify(buildVersion()),
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      // Required by experimentalInlineCommonChunks (with strict execution order, which Rolldown then turns on).
      preserveEntrySignatures: false,
      output: {
        // How the client's JavaScript is cut into files (docs/decisions/089, 093).
        codeSplitting: {
          groups: [
            // Every module the entry imports statically, in the entry's one file: Rolldown otherwise splits off each
            // module a lazy chunk shares with the entry (react, jsx-runtime, the API client, icons...), a request each.
            { name: 'index', tags: ['$initial'] },
          ],
          // A common chunk under 4,000 bytes of source is copied into the chunks that import it (a request less each),
          // unless one of its modules holds state that two copies would not share (a context, a class, a cache...).
          experimentalInlineCommonChunks: { maxSize: 4000, exclude: (id: string) => !isStatelessModule(id) },
        },
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3001', changeOrigin: false, ws: true },
    },
  },
  preview: {
    port: 3000,
    proxy: {
      '/api': { target: 'http://localhost:3001', changeOrigin: false, ws: true },
    },
  },
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Web test files that replace a module with vi.mock: they need a module graph of their own. */
function webFilesMockingModules(): string[] {
  return readdirSync(path.join(root, 'src/web'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/web/${file}`)
    .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('vi.mock('))
    .sort();
}
const WEB_MOCKING = webFilesMockingModules();

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts'],
          exclude: ['src/server/**/*.api.test.ts', 'src/server/**/*.reliability.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Starts its own PostgreSQL server and app process (scripts/test.sh runs it in the postgres step).
          name: 'reliability',
          environment: 'node',
          include: ['src/server/**/*.reliability.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['src/server/**/*.api.test.ts'],
          // Migrates a template database once per run; each file's database is a copy of it.
          globalSetup: [`${root}src/server/test/api-global-setup.ts`],
          // Files share a worker's module graph: each file already opens its own app on its own database,
          // and no API test mocks modules or globals. Importing the server once per worker instead of once
          // per file took the run from 224 s to 99 s on 2 cores (issue 10.15).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: WEB_MOCKING,
          // Files share a worker's dependencies (react, the router, testing-library) instead of importing
          // them per file: 125 -> 50 CPU-s for the project. The worker's jsdom window is shared too:
          // src/web/test/setup.ts resets our own modules, stubs, timers, storage and the page address after
          // each file (docs/decisions/028).
          isolate: false,
          testTimeout: 20_000,
          setupFiles: [`${root}src/web/test/setup.ts`],
        },
      },
      {
        extends: true,
        test: {
          // vi.mock replaces a module for one file only when the file has a module graph of its own.
          name: 'web-mocks',
          environment: 'jsdom',
          include: WEB_MOCKING,
          testTimeout: 20_000,
          setupFiles: [`${root}src/web/test/setup.ts`],
        },
      },
    ],
  },
});

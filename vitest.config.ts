import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

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
          testTimeout: 20_000,
          setupFiles: [`${root}src/web/test/setup.ts`],
        },
      },
    ],
  },
});

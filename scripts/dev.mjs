#!/usr/bin/env node
/**
 * `npm run dev`: hot reload for both sides.
 *   api  node --watch --import tsx src/server/main.ts on PORT 3001: restarts
 *        on change. (Not `tsx watch`: it SIGKILLs the server when a second
 *        signal arrives during shutdown, as happens on Ctrl-C here, which
 *        can leave PGlite's data directory unclean. Node's watch mode waits.)
 *   web  vite dev server on http://localhost:3000 (HMR), proxying /api
 *        (and the realtime websocket) to 3001 - see vite.config.ts
 * Open http://localhost:3000. Data in ./data like `npm start`, or
 * DATABASE_URL for PostgreSQL. Ctrl-C stops both.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Lets `node scripts/dev.mjs` work outside npm too.
const PATH = [path.join(root, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter);
const webPort = 3000;
const apiPort = Number(process.env.API_PORT ?? 3001);

const { result } = concurrently(
  [
    {
      name: 'api',
      prefixColor: 'cyan',
      command: 'node --watch --import tsx src/server/main.ts',
      env: {
        PATH,
        NODE_ENV: 'development',
        PORT: String(apiPort),
        // Links in emails and the printed URL point at the Vite server.
        BASE_URL: process.env.BASE_URL ?? `http://localhost:${webPort}`,
      },
    },
    { name: 'web', prefixColor: 'magenta', command: 'vite', env: { PATH } },
  ],
  { cwd: root, prefix: 'name' },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);

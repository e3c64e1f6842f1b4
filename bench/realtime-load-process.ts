/**
 * A load process of bench/realtime-load.ts (websocket clients that send and
 * listen), started with its job and read line by line: bench:realtime and
 * bench:two-instances drive it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadJob } from './realtime-load.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOAD_SCRIPT = path.join(ROOT, 'bench/realtime-load.ts');

export interface LoadProcess {
  child: ChildProcess;
  /** The next line it writes on stdout. */
  next(): Promise<string>;
}

export function startLoadProcess(job: LoadJob): LoadProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', LOAD_SCRIPT], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const waiters: { resolve: (line: string) => void; reject: (error: Error) => void }[] = [];
  let buffer = '';
  let stderr = '';
  let ended: Error | null = null;
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    for (let newline = buffer.indexOf('\n'); newline >= 0; newline = buffer.indexOf('\n')) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      const waiter = waiters.shift();
      if (waiter) waiter.resolve(line);
      else lines.push(line);
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.on('exit', (code) => {
    ended = new Error(`load process ended (${code}):\n${stderr}`);
    for (const waiter of waiters.splice(0)) waiter.reject(ended);
  });
  child.stdin!.write(JSON.stringify(job) + '\n');
  return {
    child,
    next() {
      const line = lines.shift();
      if (line !== undefined) return Promise.resolve(line);
      if (ended) return Promise.reject(ended);
      return new Promise<string>((resolve, reject) => waiters.push({ resolve, reject }));
    },
  };
}

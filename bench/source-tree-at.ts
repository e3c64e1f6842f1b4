/**
 * The source of an earlier commit, for a benchmark's "before" figure in the
 * same run: `git archive <ref> src package.json`, unpacked under
 * .tmp/bench/trees/<commit>/ and kept for the next run. It sits inside the
 * repository, so Node finds the same node_modules above it, and its own
 * package.json "imports" resolve #server/* to its own src (migrations
 * included). Only what the server needs at run time; dependencies must not
 * have changed since (the same package-lock).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TREES = path.join(ROOT, '.tmp/bench/trees');

/** The folder holding `ref`'s src and package.json; throws with git's answer when the ref is unknown. */
export function sourceTreeAt(ref: string): string {
  const resolved = spawnSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: ROOT, encoding: 'utf8' });
  if (resolved.status !== 0) throw new Error(`no commit ${ref} in this repository: ${resolved.stderr.trim()}`);
  const commit = resolved.stdout.trim();
  const dir = path.join(TREES, commit);
  if (existsSync(path.join(dir, 'package.json'))) return dir;
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const unpacked = spawnSync('bash', ['-o', 'pipefail', '-c', `git archive --format=tar ${commit} src package.json | tar -x -C "${partial}"`], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (unpacked.status !== 0) throw new Error(`git archive ${commit} failed: ${unpacked.stderr.trim()}`);
  renameSync(partial, dir);
  return dir;
}

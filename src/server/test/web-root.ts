/**
 * A stand-in for dist/web in API tests of the pages the server sends: a temporary folder holding only the given
 * index.html, so the tests never depend on a build.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function standInWebRoot(indexHtml: string): string {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'web-root-'));
  writeFileSync(path.join(webRoot, 'index.html'), indexHtml);
  return webRoot;
}

export function removeWebRoot(webRoot: string): void {
  rmSync(webRoot, { recursive: true, force: true });
}

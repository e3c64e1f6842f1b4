import { readFileSync } from 'node:fs';

/** Signs that a module holds state of its own, which two copies would not share. */
const STATE = [
  /createContext|useSyncExternalStore|\bclass\s|\bSymbol\(|globalThis|\bwindow\.\w+\s*=/, // contexts, stores, identities
  /\bnew (Map|Set|WeakMap|WeakSet)\b/, // caches
  /^(export\s+)?(let|var)\s/m, // module-level variables
  /^(export\s+)?const\s+\w+\s*(:[^=]+)?=\s*(new\s|create(Store|Context|QueryClient|Router|BrowserRouter)\b)/m, // instances
];

const cache = new Map<string, boolean>();

/** Whether a module can be copied into two files safely: a file on disk whose code shows no state of its own. */
export function isStatelessModule(id: string): boolean {
  let stateless = cache.get(id);
  if (stateless === undefined) {
    try {
      stateless = !id.startsWith('\0') && !STATE.some((sign) => sign.test(readFileSync(id.replace(/\?.*$/, ''), 'utf8')));
    } catch {
      stateless = false;
    }
    cache.set(id, stateless);
  }
  return stateless;
}

/**
 * A build plugin that gives every lazily imported chunk one export, `__lazyModule`, returning what `import()` of it
 * resolves to in the app (docs/decisions/093).
 *
 * With Rolldown's strict execution order (required by `experimentalInlineCommonChunks`) a chunk's modules run when
 * an init function is called, and its exports have short generated names: the app's `import('./x.js')` is rewritten
 * to `import('./x.js').then((m) => (m.n(), m.r))`. The route loader's retry (src/web/app/lazy-route.ts) imports a
 * failed chunk again under a new URL (Chromium keeps a failed module fetch), so it cannot use that rewritten call;
 * it calls `__lazyModule()` instead. The plugin reads each rewritten `import()` of the bundle and appends to the
 * imported chunk the same calls on its local names.
 */
import type { Plugin } from 'vite';

/** The name of the export the plugin adds. */
export const LAZY_MODULE_EXPORT = '__lazyModule';

/** `import(`./x.js`).then(m=>(m.n(),m.r))` or `.then(m=>m.r)`: the file, the init exports and the namespace export. */
const REWRITTEN_IMPORT = /import\(\s*[`'"]\.\/([\w.-]+\.js)[`'"]\s*\)\.then\(\(?(\w+)\)?=>\(?((?:\2\.\w+\(\),)*)\2\.(\w+)\)?\)/g;

/** The chunk's last `export{a as b,c}`: exported name -> local name. */
function exportedLocals(code: string): Map<string, string> | null {
  const clause = /export\s*\{([^}]*)\}\s*;?\s*$/.exec(code);
  if (!clause) return null;
  const locals = new Map<string, string>();
  for (const part of clause[1]!.split(',')) {
    const [local, exported] = part.trim().split(/\s+as\s+/);
    if (local) locals.set(exported ?? local, local);
  }
  return locals;
}

/** What each lazily imported file needs called: its init exports, then the namespace it resolves to. */
export function lazyImports(code: string): Map<string, { inits: string[]; namespace: string }> {
  const found = new Map<string, { inits: string[]; namespace: string }>();
  for (const match of code.matchAll(REWRITTEN_IMPORT)) {
    const [, file, param, calls, namespace] = match;
    const inits = [...calls!.matchAll(new RegExp(`${param}\\.(\\w+)\\(\\)`, 'g'))].map((call) => call[1]!);
    found.set(file!, { inits, namespace: namespace! });
  }
  return found;
}

/** The chunk's code with `export function __lazyModule` appended, or null when its exports cannot be read. */
export function withLazyModuleExport(code: string, call: { inits: string[]; namespace: string }): string | null {
  const locals = exportedLocals(code);
  const namespace = locals?.get(call.namespace);
  const inits = call.inits.map((name) => locals?.get(name));
  if (!namespace || inits.some((init) => !init)) return null;
  return `${code}\nexport function ${LAZY_MODULE_EXPORT}(){${inits.map((init) => `${init}();`).join('')}return ${namespace}}\n`;
}

export function lazyModuleExport(): Plugin {
  return {
    name: 'lazy-module-export',
    apply: 'build',
    generateBundle(_options, bundle) {
      const calls = new Map<string, { inits: string[]; namespace: string }>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') for (const [file, call] of lazyImports(output.code)) calls.set(file, call);
      }
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const call = calls.get(output.fileName.replace(/^.*\//, ''));
        if (!call) continue;
        const code = withLazyModuleExport(output.code, call);
        if (code === null) this.warn(`${output.fileName}: no export clause to add ${LAZY_MODULE_EXPORT} to; a retry of it cannot load it`);
        else output.code = code;
      }
    },
  };
}

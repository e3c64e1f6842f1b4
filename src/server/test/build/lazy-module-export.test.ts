/**
 * scripts/lazy-module-export.ts (docs/decisions/093): a lazily imported chunk gets `__lazyModule`, which does what
 * the app's rewritten `import()` of it does, so a retry under a new URL gets the route module.
 */
import { describe, expect, it } from 'vitest';
import { lazyImports, withLazyModuleExport } from '../../../../scripts/lazy-module-export.ts';

describe('lazyImports', () => {
  it('reads the init calls and the namespace of each rewritten import', () => {
    const code = 'Q(()=>H(()=>import(`./not-found-BRIc8Rw8.js`).then(e=>(e.n(),e.r)),[]),`NotFoundRoute`);x=()=>import("./about-Ab12Cd34.js").then(t=>t.s)';
    expect(lazyImports(code)).toEqual(
      new Map([
        ['not-found-BRIc8Rw8.js', { inits: ['n'], namespace: 'r' }],
        ['about-Ab12Cd34.js', { inits: [], namespace: 's' }],
      ]),
    );
  });

  it('ignores an import that resolves to the chunk itself', () => {
    expect(lazyImports('H(()=>import(`./welcome-2qQt7-5Z.js`),__vite__mapDeps([85])),`WelcomeRoute`')).toEqual(new Map());
  });
});

describe('withLazyModuleExport', () => {
  const chunk = 'function u(){}var l=t({NotFoundRoute:()=>u});function p(){}export{p as n,l as r,u as t};';

  it('appends an export that calls the init functions and returns the namespace, by their local names', () => {
    expect(withLazyModuleExport(chunk, { inits: ['n'], namespace: 'r' })).toBe(`${chunk}\nexport function __lazyModule(){p();return l}\n`);
    expect(withLazyModuleExport(chunk, { inits: [], namespace: 't' })).toBe(`${chunk}\nexport function __lazyModule(){return u}\n`);
  });

  it('leaves a chunk alone when an export it needs is not in the export clause', () => {
    expect(withLazyModuleExport(chunk, { inits: ['x'], namespace: 'r' })).toBeNull();
    expect(withLazyModuleExport('var a=1;', { inits: [], namespace: 'r' })).toBeNull();
  });
});

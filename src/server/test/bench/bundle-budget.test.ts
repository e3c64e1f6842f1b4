/** The JavaScript budget per route and its ratchet (bench/bundle/budget.ts, docs/decisions/082) and the module graph it is computed on. */
import { describe, expect, it } from 'vitest';
import { allowedFor, budgetRows, compareRoute, MARGIN, TARGET, type RouteFigures } from '../../../../bench/bundle/budget.ts';
import { closure, figuresFromGraph, htmlScripts, stableKey, type Manifest } from '../../../../bench/bundle/manifest-graph.ts';

const figures = (jsBytes: number, scriptRequests: number): RouteFigures => ({ jsBytes, scriptRequests, largestChunk: { file: 'index.html', bytes: Math.min(jsBytes, 50_000) } });

describe('the budget comparison', () => {
  it('holds a route recorded under the target to the target, not to its record', () => {
    expect(allowedFor(figures(150_000, 10))).toEqual({ jsBytes: TARGET.jsBytes, scriptRequests: TARGET.scriptRequests });
    expect(compareRoute('home', figures(199_000, 25), figures(150_000, 10)).verdict).toBe('met');
    const over = compareRoute('home', figures(200_001, 26), figures(150_000, 10));
    expect(over.verdict).toBe('grew');
    expect(over.problems).toEqual([
      'home: 200.0 kB of JavaScript, more than the 200.0 kB allowed (target 200.0 kB, recorded 150.0 kB)',
      'home: 26 script requests, more than the 25 allowed (target 25, recorded 10)',
    ]);
  });

  it('lets a route over the target stay at its record plus the margin and fails it past that', () => {
    const recorded = figures(300_000, 60);
    const allowed = allowedFor(recorded);
    expect(allowed).toEqual({ jsBytes: Math.floor(300_000 * (1 + MARGIN.jsFraction)), scriptRequests: 60 + MARGIN.scriptRequests });
    expect(compareRoute('colleges', figures(allowed.jsBytes, allowed.scriptRequests), recorded).verdict).toBe('over target, within record');
    const grew = compareRoute('colleges', figures(allowed.jsBytes + 1, 60), recorded);
    expect(grew.verdict).toBe('grew');
    expect(grew.problems).toEqual(['colleges: 306.0 kB of JavaScript, more than the 306.0 kB allowed (target 200.0 kB, recorded 300.0 kB)']);
    expect(compareRoute('colleges', figures(250_000, 62), recorded).problems).toEqual([
      'colleges: 62 script requests, more than the 61 allowed (target 25, recorded 60)',
    ]);
  });

  it('holds a route without a record to the target', () => {
    expect(compareRoute('new', figures(120_000, 5), null).verdict).toBe('met');
    const over = compareRoute('new', figures(210_000, 5), null);
    expect(over.verdict).toBe('no record');
    expect(over.problems[0]).toContain('no record');
  });

  it('prints the target beside each figure', () => {
    const { header, rows } = budgetRows([compareRoute('colleges', figures(250_000, 62), figures(300_000, 60))]);
    expect(header).toEqual(['route', 'JS', 'allowed', 'target', 'scripts', 'allowed', 'target', 'largest chunk', 'verdict']);
    expect(rows).toEqual([['colleges', '250.0 kB', '306.0 kB', '200.0 kB', '62', '61', '25', '50.0 kB index.html', 'grew']]);
  });
});

describe('the module graph', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-aaaaaaaa.js', src: 'index.html', isEntry: true, imports: ['_react-bbbbbbbb.js'] },
    '_react-bbbbbbbb.js': { file: 'assets/react-bbbbbbbb.js' },
    '_zod-cccccccc.js': { file: 'assets/zod-cccccccc.js', imports: ['_react-bbbbbbbb.js'] },
    'src/web/app/routes/colleges.tsx': { file: 'assets/colleges-dddddddd.js', src: 'src/web/app/routes/colleges.tsx', isDynamicEntry: true, imports: ['_zod-cccccccc.js', 'index.html'] },
    'src/web/styles.css': { file: 'assets/styles-eeeeeeee.css', src: 'src/web/styles.css' },
  };

  it('follows static imports from the roots, each file once, JavaScript only', () => {
    expect(closure(manifest, ['index.html'])).toEqual(['assets/index-aaaaaaaa.js', 'assets/react-bbbbbbbb.js']);
    expect(closure(manifest, ['index.html', 'src/web/app/routes/colleges.tsx'])).toEqual([
      'assets/colleges-dddddddd.js',
      'assets/index-aaaaaaaa.js',
      'assets/react-bbbbbbbb.js',
      'assets/zod-cccccccc.js',
    ]);
  });

  it('fails on a root the build does not have', () => {
    expect(() => closure(manifest, ['src/web/app/routes/gone.tsx'])).toThrow('src/web/app/routes/gone.tsx is not in the build');
  });

  it('sums the sizes and names the largest chunk by its source or its hash-free name', () => {
    const sizes: Record<string, number> = { 'assets/index-aaaaaaaa.js': 40_000, 'assets/react-bbbbbbbb.js': 60_000, 'assets/zod-cccccccc.js': 30_000, 'assets/colleges-dddddddd.js': 5_000 };
    expect(figuresFromGraph(manifest, ['src/web/app/routes/colleges.tsx'], (file) => sizes[file]!)).toEqual({
      jsBytes: 135_000,
      scriptRequests: 4,
      largestChunk: { file: 'react.js', bytes: 60_000 },
    });
  });

  it("adds the HTML's plain scripts to a route that loads the entry", () => {
    const html = '<script src="/theme-init.js"></script><script src="/zod-jitless.js"></script><script type="module" crossorigin src="/assets/index-aaaaaaaa.js"></script>';
    expect(htmlScripts(html)).toEqual(['theme-init.js', 'zod-jitless.js']);
    const withEntry = figuresFromGraph(manifest, ['index.html'], () => 1_000, htmlScripts(html));
    expect([withEntry.jsBytes, withEntry.scriptRequests]).toEqual([4_000, 4]);
  });

  it('keys node_modules the same in a worktree that links them from another checkout', () => {
    expect(stableKey('../../main/node_modules/zxcvbn/dist/index.js')).toBe('node_modules/zxcvbn/dist/index.js');
    expect(stableKey('src/web/main.tsx')).toBe('src/web/main.tsx');
  });
});

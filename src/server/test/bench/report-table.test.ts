/** The one bench report's table (bench/report.ts, docs/decisions/082). */
import { describe, expect, it } from 'vitest';
import { bundleRows, formatValue, reportTable, selectBenches, verdictOf, type ReportRow } from '../../../../bench/report.ts';

const rows: ReportRow[] = [
  { bench: 'memory', figure: 'idle RSS, PGlite, restart on seeded data', value: 212.44, unit: 'MB', target: null },
  { bench: 'bundle', figure: '/colleges JS (colleges)', value: 244.9, unit: 'kB', target: 200 },
  { bench: 'bundle', figure: '/ script requests', value: 23, unit: '', target: 25 },
  { bench: 'bundle', figure: 'routes within the budget', value: 40, unit: 'of 71', target: 71, atLeast: true },
];

describe('the bench report', () => {
  it('judges each figure against its target: at most, at least, or none', () => {
    expect(rows.map(verdictOf)).toEqual(['-', 'missed', 'met', 'missed']);
    expect(verdictOf({ ...rows[1]!, value: 200 })).toBe('met');
    expect(verdictOf({ ...rows[3]!, value: 71 })).toBe('met');
  });

  it('prints one table of figure, target and verdict, the counts and the load average', () => {
    const table = reportTable(rows, { start: [1.5, 1.25, 1], end: [3.5, 2, 1] }, 2);
    expect(table.split('\n')).toEqual([
      '  bench   figure                                       value       target  verdict',
      '  ------  ----------------------------------------  --------  -----------  -------',
      '  memory  idle RSS, PGlite, restart on seeded data  212.4 MB            -        -',
      '  bundle  /colleges JS (colleges)                   244.9 kB  <= 200.0 kB   missed',
      '  bundle  / script requests                               23        <= 25      met',
      '  bundle  routes within the budget                  40 of 71  >= 71 of 71   missed',
      '',
      '1 met, 2 missed, 1 without a target',
      'load average (1, 5, 15 min) at start 1.50 1.25 1.00, at end 3.50 2.00 1.00 on 2 CPUs: the machine was busy, timings are inflated',
    ]);
  });

  it('rounds kB and MB to one decimal and counts to whole numbers', () => {
    expect(formatValue(162.84, 'kB')).toBe('162.8 kB');
    expect(formatValue(23, '')).toBe('23');
    expect(formatValue(43.4, 'ms')).toBe('43 ms');
  });

  it('turns the bundle figures into rows against the budget', () => {
    const routes = [
      { route: 'home', address: '/', browser: { jsBytes: 147_400, scriptRequests: 23, largestChunk: { file: 'index.html', bytes: 60_000 } } },
      { route: 'colleges', address: '/colleges', browser: { jsBytes: 244_900, scriptRequests: 72, largestChunk: { file: 'index.html', bytes: 60_000 } } },
    ];
    expect(bundleRows(routes).map((row) => [row.figure, row.value, row.target, verdictOf(row)])).toEqual([
      ['/ JS (home)', 147.4, 200, 'met'],
      ['/ script requests', 23, 25, 'met'],
      ['/colleges JS (colleges)', 244.9, 200, 'missed'],
      ['/colleges script requests', 72, 25, 'missed'],
      ['routes within the budget', 1, 2, 'missed'],
    ]);
  });

  it('runs every benchmark, or those BENCH names, and refuses an unknown name', () => {
    const all = ['memory', 'bundle', 'inbox'];
    expect(selectBenches(all, undefined)).toEqual(all);
    expect(selectBenches(all, 'bundle')).toEqual(['bundle']);
    expect(selectBenches(all, 'inbox, memory')).toEqual(['memory', 'inbox']);
    expect(() => selectBenches(all, 'bundel')).toThrow('BENCH: no benchmark named bundel; known: memory, bundle, inbox');
  });
});

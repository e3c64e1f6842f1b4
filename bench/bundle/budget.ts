/**
 * The JavaScript budget per route (issue 27, item 2; docs/decisions/082) and
 * its ratchet: pure functions, no file or browser access, unit-tested in
 * src/server/test/bench-bundle-budget.test.ts.
 *
 * Target for every route on a cold load: under 200 kB of compressed
 * JavaScript (kB = 1000 bytes, as Vite prints) in at most 25 script
 * requests. Most routes are over it today, so bench/budgets/routes.json
 * records each route's figures (the ratchet): a route fails when it grows
 * past its recorded figure plus a small margin, or past the target once its
 * recorded figure is under the target.
 */

export const TARGET = { jsBytes: 200_000, scriptRequests: 25 } as const;

/** Growth allowed over a recorded figure that is still over the target. */
export const MARGIN = { jsFraction: 0.02, scriptRequests: 1 } as const;

/** One route's figures. */
export interface RouteFigures {
  jsBytes: number;
  scriptRequests: number;
  largestChunk: { file: string; bytes: number };
}

export type Verdict = 'met' | 'over target, within record' | 'grew' | 'no record';

export interface Comparison {
  route: string;
  figures: RouteFigures;
  recorded: RouteFigures | null;
  /** The most the check allows for each figure. */
  allowed: { jsBytes: number; scriptRequests: number };
  verdict: Verdict;
  problems: string[];
}

/** The most a figure may be: the target once the record is under it, else the record plus the margin. */
export function allowedFigure(recorded: number | undefined, target: number, grow: (value: number) => number): number {
  if (recorded === undefined || recorded <= target) return target;
  return Math.max(target, grow(recorded));
}

export function allowedFor(recorded: RouteFigures | null): Comparison['allowed'] {
  return {
    jsBytes: allowedFigure(recorded?.jsBytes, TARGET.jsBytes, (bytes) => Math.floor(bytes * (1 + MARGIN.jsFraction))),
    scriptRequests: allowedFigure(recorded?.scriptRequests, TARGET.scriptRequests, (count) => count + MARGIN.scriptRequests),
  };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Compares one route's figures with its record and the target. A route without a record must meet the target. */
export function compareRoute(route: string, figures: RouteFigures, recorded: RouteFigures | null): Comparison {
  const allowed = allowedFor(recorded);
  const problems: string[] = [];
  if (figures.jsBytes > allowed.jsBytes) {
    problems.push(
      `${route}: ${kB(figures.jsBytes)} of JavaScript, more than the ${kB(allowed.jsBytes)} allowed (target ${kB(TARGET.jsBytes)}${recorded ? `, recorded ${kB(recorded.jsBytes)}` : ', no record'})`,
    );
  }
  if (figures.scriptRequests > allowed.scriptRequests) {
    problems.push(
      `${route}: ${figures.scriptRequests} script requests, more than the ${allowed.scriptRequests} allowed (target ${TARGET.scriptRequests}${recorded ? `, recorded ${recorded.scriptRequests}` : ', no record'})`,
    );
  }
  const meetsTarget = figures.jsBytes <= TARGET.jsBytes && figures.scriptRequests <= TARGET.scriptRequests;
  const verdict: Verdict = problems.length > 0 ? (recorded ? 'grew' : 'no record') : meetsTarget ? 'met' : 'over target, within record';
  return { route, figures, recorded, allowed, verdict, problems };
}

/** Rows for formatTable: route, JS (allowed, target), requests (allowed, target), largest chunk, verdict. */
export function budgetRows(comparisons: readonly Comparison[]): { header: string[]; rows: string[][] } {
  const header = ['route', 'JS', 'allowed', 'target', 'scripts', 'allowed', 'target', 'largest chunk', 'verdict'];
  const rows = comparisons.map((c) => [
    c.route,
    kB(c.figures.jsBytes),
    kB(c.allowed.jsBytes),
    kB(TARGET.jsBytes),
    String(c.figures.scriptRequests),
    String(c.allowed.scriptRequests),
    String(TARGET.scriptRequests),
    `${kB(c.figures.largestChunk.bytes)} ${c.figures.largestChunk.file}`,
    c.verdict,
  ]);
  return { header, rows };
}

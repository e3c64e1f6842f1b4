/**
 * The ratchet: bench/budgets/routes.json, each route's figures computed from
 * the build's module graph when `npm run bench:bundle --update` last ran,
 * with the roots (the entry and the lazy modules the browser loaded for it)
 * the fast check starts from.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MARGIN, TARGET, type RouteFigures } from './budget.ts';
import type { Encoding } from './manifest-graph.ts';

export const RECORD_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../budgets/routes.json');

export interface RouteRecord {
  address: string;
  viewer: string;
  encoding: Encoding;
  figures: RouteFigures;
  roots: string[];
}

export interface BudgetRecord {
  target: typeof TARGET;
  margin: typeof MARGIN;
  routes: Record<string, RouteRecord>;
}

export function readRecord(): BudgetRecord | null {
  if (!existsSync(RECORD_FILE)) return null;
  return JSON.parse(readFileSync(RECORD_FILE, 'utf8')) as BudgetRecord;
}

export function writeRecord(routes: Record<string, RouteRecord>) {
  const record: BudgetRecord = { target: TARGET, margin: MARGIN, routes };
  writeFileSync(RECORD_FILE, `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * The bad-input sweep (bad-input-sweep.ts) over every route outside the two
 * groups swept in files of their own (SWEEP_PARTS: bad-input-admin-teams and
 * bad-input-colleges-lists), and the check that every route was collected
 * and can be exercised.
 */
import { SWEEP_PARTS, sweepBadInput } from './bad-input-sweep.ts';

const elsewhere = new Set<string>(Object.values(SWEEP_PARTS).flat());

sweepBadInput('bad input on every route outside admin, teams, colleges, lists and messaging', (group) => !elsewhere.has(group), { checkCollection: true });

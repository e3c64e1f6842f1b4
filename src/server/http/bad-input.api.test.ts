/**
 * The bad-input sweep (bad-input-sweep.ts) over every route outside the
 * groups swept in files of their own (SWEEP_PARTS: bad-input-admin-teams,
 * bad-input-colleges-lists and bad-input-recruiting), and the check that every route was collected
 * and can be exercised.
 */
import { SWEEP_PARTS, sweepBadInput } from '../test/http/bad-input-sweep.ts';

const elsewhere = new Set<string>(Object.values(SWEEP_PARTS).flat());

sweepBadInput('bad input on every route outside admin, teams, colleges, lists, messaging and recruiting', (group) => !elsewhere.has(group), { checkCollection: true });

/** The bad-input sweep (bad-input-sweep.ts) over the admin and teams routes (SWEEP_PARTS.adminAndTeams). */
import { SWEEP_PARTS, sweepBadInput } from '../test/http/bad-input-sweep.ts';

const groups = new Set<string>(SWEEP_PARTS.adminAndTeams);

sweepBadInput(`bad input on every route of ${[...groups].join(', ')}`, (group) => groups.has(group));

/** The bad-input sweep (bad-input-sweep.ts) over the recruiting routes of issue 13 (SWEEP_PARTS.recruiting). */
import { SWEEP_PARTS, sweepBadInput } from '../test/http/bad-input-sweep.ts';

const groups = new Set<string>(SWEEP_PARTS.recruiting);

sweepBadInput(`bad input on every route of ${[...groups].join(', ')}`, (group) => groups.has(group));

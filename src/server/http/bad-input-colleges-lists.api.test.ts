/** The bad-input sweep (bad-input-sweep.ts) over the colleges, lists, messaging, guardian and news routes (SWEEP_PARTS.collegesListsMessaging). */
import { SWEEP_PARTS, sweepBadInput } from '../test/http/bad-input-sweep.ts';

const groups = new Set<string>(SWEEP_PARTS.collegesListsMessaging);

sweepBadInput(`bad input on every route of ${[...groups].join(', ')}`, (group) => groups.has(group));

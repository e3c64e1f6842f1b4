/**
 * Access matrix of the subscription routes and the Stripe webhook (src/server/test/access-matrix.ts, docs/decisions/055): its cases still run in subscriptions-access-matrix.api.test.ts in that file's own format; `covers` is the predicate its completeness test collects routes with, so a route it misses fails there and one outside it fails the coverage test.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export const subscriptionsAccessMatrix = defineAccessMatrix({
  module: 'src/server/subscriptions/subscriptions.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/subscriptions/subscriptions-access-matrix.api.test.ts',
    covers: (_method, url) => url.startsWith('/api/subscriptions') || url.startsWith('/api/stripe'),
  },
});

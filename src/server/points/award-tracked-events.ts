/**
 * Points for what a signed-in user's tracked batch reports (docs/decisions
 * 044 and 048): page views, searches and college profile views earn as they
 * do through process-points (clientEventSource: keyed by day and path or
 * words, capped per day), in one transaction per batch, a few statements per
 * rule whatever the batch's size. Only called for a batch the tracking
 * endpoint stored, so never without analytics consent.
 */
import { clientEventSource, utcDay, type PointsRuleKey } from '#shared/recruiting/points-rules.ts';
import type { TrackingEvent } from '#shared/contracts/tracking.ts';
import type { Database } from '#server/db/client.ts';
import { awardPointsForSources } from './award-points.ts';

/** Answers the points awarded (0 when every source was paid already or the caps are reached). */
export async function awardTrackedEvents(db: Database, userId: string, events: readonly TrackingEvent[], at = new Date()): Promise<number> {
  const day = utcDay(at);
  const byRule = new Map<PointsRuleKey, { sourceType: string; sourceIds: string[] }>();
  for (const event of events) {
    const properties = event.type === 'search' ? { query: event.query } : undefined;
    const source = clientEventSource({ eventType: event.type, pagePath: event.path, properties }, day);
    if (!source) continue;
    const entry = byRule.get(source.rule) ?? { sourceType: source.sourceType, sourceIds: [] };
    entry.sourceIds.push(source.sourceId);
    byRule.set(source.rule, entry);
  }
  if (byRule.size === 0) return 0;
  return db.transaction(async (tx) => {
    let awarded = 0;
    for (const [rule, { sourceType, sourceIds }] of byRule) awarded += await awardPointsForSources(tx, { userId, rule, sourceType, sourceIds });
    return awarded;
  });
}

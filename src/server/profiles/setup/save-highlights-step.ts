/**
 * PUT /api/profile/setup/highlights: the ordered list replaced as a whole.
 * Points (docs/decisions/048): a highlight is its link, so each new link
 * earns highlight_added once ever, and a link removed is reversed (adding it
 * back earns nothing: its award is already in the ledger).
 */
import { eq } from 'drizzle-orm';
import type { HighlightsStep } from '#shared/contracts/profile-setup.ts';
import type { Database } from '#server/db/client.ts';
import { playerHighlights } from '#server/db/schema/players.ts';
import { awardPointsForSources, reversePoints } from '#server/points/award-points.ts';
import type { ProfileOwner } from './get-profile-setup.ts';
import { saveSetupStep } from './save-setup-step.ts';

export function saveHighlightsStep(db: Database, owner: ProfileOwner, input: HighlightsStep) {
  return saveSetupStep(db, owner, 'highlights', async (tx) => {
    const before = await tx.delete(playerHighlights).where(eq(playerHighlights.userId, owner.userId)).returning({ url: playerHighlights.url });
    const source = { userId: owner.userId, rule: 'highlight_added', sourceType: 'highlight_url' } as const;
    const after = new Set(input.highlights.map((highlight) => highlight.url));
    const removed = before.map((row) => row.url).filter((url) => !after.has(url));
    await reversePoints(tx, { ...source, sourceIds: removed });
    if (input.highlights.length === 0) return 0;
    await tx
      .insert(playerHighlights)
      .values(input.highlights.map((highlight, position) => ({ userId: owner.userId, title: highlight.title, url: highlight.url, position })));
    const had = new Set(before.map((row) => row.url));
    return awardPointsForSources(tx, { ...source, sourceIds: [...after].filter((url) => !had.has(url)) });
  });
}

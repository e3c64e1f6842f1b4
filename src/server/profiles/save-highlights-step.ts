/** PUT /api/profile/setup/highlights: the ordered list replaced as a whole. */
import { eq } from 'drizzle-orm';
import type { HighlightsStep } from '#shared/contracts/profile-setup.ts';
import type { Database } from '#server/db/client.ts';
import { playerHighlights } from '#server/db/schema/players.ts';
import type { ProfileOwner } from './get-profile-setup.ts';
import { saveSetupStep } from './save-setup-step.ts';

export function saveHighlightsStep(db: Database, owner: ProfileOwner, input: HighlightsStep) {
  return saveSetupStep(db, owner, 'highlights', async (tx) => {
    await tx.delete(playerHighlights).where(eq(playerHighlights.userId, owner.userId));
    if (input.highlights.length === 0) return;
    await tx
      .insert(playerHighlights)
      .values(input.highlights.map((highlight, position) => ({ userId: owner.userId, title: highlight.title, url: highlight.url, position })));
  });
}

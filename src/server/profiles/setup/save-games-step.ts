/**
 * PUT /api/profile/setup/games: the player's game profiles replaced as a
 * set (one per title). Each rank must be a tier of that title's ladder and
 * the peak at least the current (400 on the field, before the composite
 * foreign key would refuse it); the rank's "as of" day moves to today only
 * when the current tier changes.
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { AppError, type FieldErrors } from '#shared/app-error.ts';
import { PROFILE_SETUP_TEXTS, type GamesStep } from '#shared/contracts/profile-setup.ts';
import type { Database } from '#server/db/client.ts';
import { playerGameProfiles, rankTiers } from '#server/db/schema/players.ts';
import { esportsTitles } from '#server/db/schema/teams.ts';
import type { ProfileOwner } from './get-profile-setup.ts';
import { saveSetupStep, type Transaction } from './save-setup-step.ts';

const today = () => new Date().toISOString().slice(0, 10);

async function loadTitlesAndTiers(tx: Transaction, input: GamesStep) {
  const slugs = input.games.map((game) => game.titleSlug);
  const tierIds = input.games.flatMap((game) => [game.currentTierId, game.peakTierId]).filter((id): id is string => id !== null);
  const [titles, tiers] = await Promise.all([
    tx.select({ id: esportsTitles.id, slug: esportsTitles.slug }).from(esportsTitles).where(inArray(esportsTitles.slug, slugs)),
    tierIds.length === 0
      ? Promise.resolve([])
      : tx.select({ id: rankTiers.id, titleId: rankTiers.esportsTitleId, ordinal: rankTiers.ordinal }).from(rankTiers).where(inArray(rankTiers.id, tierIds)),
  ]);
  return { titleIdBySlug: new Map(titles.map((title) => [title.slug, title.id])), tierById: new Map(tiers.map((tier) => [tier.id, tier])) };
}

export function saveGamesStep(db: Database, owner: ProfileOwner, input: GamesStep) {
  return saveSetupStep(db, owner, 'games', async (tx) => {
    const existing = await tx
      .select({ titleId: playerGameProfiles.esportsTitleId, currentTierId: playerGameProfiles.currentTierId, rankAsOf: playerGameProfiles.rankAsOf })
      .from(playerGameProfiles)
      .where(eq(playerGameProfiles.userId, owner.userId));
    const before = new Map(existing.map((row) => [row.titleId, row]));
    const { titleIdBySlug, tierById } = input.games.length === 0 ? { titleIdBySlug: new Map<string, string>(), tierById: new Map() } : await loadTitlesAndTiers(tx, input);

    const fields: FieldErrors = {};
    const rows = input.games.map((game, index) => {
      const titleId = titleIdBySlug.get(game.titleSlug);
      if (!titleId) fields[`games.${index}.titleSlug`] = 'Choose a game';
      const current = game.currentTierId ? tierById.get(game.currentTierId) : undefined;
      const peak = game.peakTierId ? tierById.get(game.peakTierId) : undefined;
      if (game.currentTierId && current?.titleId !== titleId) fields[`games.${index}.currentTierId`] = PROFILE_SETUP_TEXTS.tierOfOtherTitle;
      if (game.peakTierId && peak?.titleId !== titleId) fields[`games.${index}.peakTierId`] = PROFILE_SETUP_TEXTS.tierOfOtherTitle;
      else if (current?.titleId === titleId && peak && peak.ordinal < current.ordinal) fields[`games.${index}.peakTierId`] = PROFILE_SETUP_TEXTS.peakBelowCurrent;
      const previous = titleId ? before.get(titleId) : undefined;
      const rankAsOf = game.currentTierId === null ? null : previous?.currentTierId === game.currentTierId ? previous.rankAsOf : today();
      return {
        userId: owner.userId,
        esportsTitleId: titleId ?? '',
        inGameName: game.inGameName,
        region: game.region,
        primaryRole: game.primaryRole,
        secondaryRole: game.secondaryRole,
        mains: game.mains,
        currentTierId: game.currentTierId,
        peakTierId: game.peakTierId,
        rankAsOf,
        hoursPerWeek: game.hoursPerWeek,
        availability: game.availability,
        position: index,
      };
    });
    if (Object.keys(fields).length > 0) throw new AppError('validation', 'Please correct the highlighted fields.', fields);

    const keep = rows.map((row) => row.esportsTitleId);
    await tx
      .delete(playerGameProfiles)
      .where(keep.length === 0 ? eq(playerGameProfiles.userId, owner.userId) : and(eq(playerGameProfiles.userId, owner.userId), notInArray(playerGameProfiles.esportsTitleId, keep)));
    if (rows.length === 0) return;
    await tx
      .insert(playerGameProfiles)
      .values(rows)
      .onConflictDoUpdate({
        target: [playerGameProfiles.userId, playerGameProfiles.esportsTitleId],
        set: {
          inGameName: sql`excluded.in_game_name`,
          region: sql`excluded.region`,
          primaryRole: sql`excluded.primary_role`,
          secondaryRole: sql`excluded.secondary_role`,
          mains: sql`excluded.mains`,
          currentTierId: sql`excluded.current_tier_id`,
          peakTierId: sql`excluded.peak_tier_id`,
          rankAsOf: sql`excluded.rank_as_of`,
          hoursPerWeek: sql`excluded.hours_per_week`,
          availability: sql`excluded.availability`,
          position: sql`excluded.position`,
          updatedAt: sql`now()`,
        },
      });
  });
}

/**
 * The player's stored college preferences (docs/decisions/030, "Preferences
 * and the match on the college side"): read, save (the home ZIP resolved to
 * its centroid first: an unknown ZIP is a 400 on `homeZip` and nothing is
 * written) and clear. One row per user, written by one upsert statement.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { MATCH_TEXTS, type MatchPreferencesBody, type StoredMatchPreferences } from '#shared/contracts/match.ts';
import type { MatchCoordinates, MatchPreferences } from '#shared/match/match-types.ts';
import type { Database } from '#server/db/client.ts';
import { playerMatchPreferences } from '#server/db/schema/match.ts';
import { zipCentroid } from '#server/geo/zip-centroids.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';

/**
 * The stored preferences as JSON over a `player_match_preferences` row
 * aliased `alias` (null when the row is missing), in the shape of
 * storedMatchPreferencesSchema plus the home coordinates, so that a larger
 * statement (loadMatchPlayer) reads them in the same go.
 */
export function storedPreferencesJsonSql(alias: string): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`case when ${column('user_id')} is not null then json_build_object(
      'states', ${column('states')}, 'homeZip', ${column('home_zip')}, 'maxDistanceMiles', ${column('max_distance_miles')},
      'sizes', ${column('sizes')}, 'control', ${column('control')}, 'budgetPerYear', ${column('budget_per_year')},
      'needsScholarship', ${column('needs_scholarship')}, 'levelsSought', ${column('levels_sought')},
      'importance', json_build_object('academics', ${column('importance_academics')}, 'location', ${column('importance_location')},
        'esportsLevel', ${column('importance_esports_level')}, 'scholarship', ${column('importance_scholarship')}),
      'hard', ${column('hard')}, 'updatedAt', ${isoTime(column('updated_at'))},
      'home', case when ${column('home_latitude')} is not null
        then json_build_object('latitude', ${column('home_latitude')}, 'longitude', ${column('home_longitude')}) end) end`;
}

/** What storedPreferencesJsonSql answers. */
export type StoredPreferencesRow = StoredMatchPreferences & { home: MatchCoordinates | null };

export function withoutHome({ home: _home, ...preferences }: StoredPreferencesRow): StoredMatchPreferences {
  return preferences;
}

/** The engine's input from the stored row. */
export function enginePreferences(row: StoredPreferencesRow): MatchPreferences {
  return {
    states: row.states,
    maxDistanceMiles: row.maxDistanceMiles,
    sizes: row.sizes,
    control: row.control,
    budgetPerYear: row.budgetPerYear,
    needsScholarship: row.needsScholarship,
    levelsSought: row.levelsSought,
    importance: row.importance,
    hard: row.hard,
  };
}

export async function getMatchPreferences(db: Pick<Database, 'execute'>, userId: string): Promise<StoredMatchPreferences | null> {
  const [row] = await rowsOf<{ preferences: StoredPreferencesRow }>(
    db,
    sql`select ${storedPreferencesJsonSql('mp')} as preferences from player_match_preferences mp where mp.user_id = ${userId}`,
  );
  return row ? withoutHome(row.preferences) : null;
}

/** Saves the whole set (PUT: what is not sent is cleared), after resolving the home ZIP. */
export async function saveMatchPreferences(db: Database, userId: string, body: MatchPreferencesBody): Promise<StoredMatchPreferences> {
  const home = body.homeZip === null ? null : await zipCentroid(body.homeZip);
  if (body.homeZip !== null && !home) throw new AppError('validation', 'Please correct the highlighted fields.', { homeZip: MATCH_TEXTS.unknownZip });
  const importance = { academics: 3, location: 3, esportsLevel: 3, scholarship: 3, ...body.importance };
  const values = {
    states: [...body.states],
    homeZip: body.homeZip,
    homeLatitude: home?.latitude ?? null,
    homeLongitude: home?.longitude ?? null,
    maxDistanceMiles: body.maxDistanceMiles,
    sizes: [...body.sizes],
    control: body.control,
    budgetPerYear: body.budgetPerYear,
    needsScholarship: body.needsScholarship,
    levelsSought: [...body.levelsSought],
    importanceAcademics: importance.academics,
    importanceLocation: importance.location,
    importanceEsportsLevel: importance.esportsLevel,
    importanceScholarship: importance.scholarship,
    hard: [...body.hard],
    updatedAt: sql`now()`,
  };
  await db
    .insert(playerMatchPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: playerMatchPreferences.userId, set: values });
  const saved = await getMatchPreferences(db, userId);
  if (!saved) throw new Error(`match preferences of ${userId} not found after saving`);
  return saved;
}

/** DELETE: back to no preferences (the match reads location, cost and level as unknown again). */
export async function clearMatchPreferences(db: Database, userId: string): Promise<void> {
  await db.delete(playerMatchPreferences).where(eq(playerMatchPreferences.userId, userId));
}

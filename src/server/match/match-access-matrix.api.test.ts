/**
 * Runs the match access matrix (match.matrix.ts, docs/decisions/030): twelve
 * kinds of caller, everyone but the newcomer with a game profile (the roles,
 * not the games, decide who is a player); a refusal changes nothing, and
 * asking for a match never does.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/roles.ts';
import { userRoles } from '#server/db/schema/profiles.ts';
import { addGameProfile } from '#server/test/profiles/player-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { MATCH_ACTORS, MATCH_COLLEGE_SLUG, matchAccessMatrix, type MatchActor } from '../test/match/match.matrix.ts';

let t: TestApp;
const users = {} as Record<Exclude<MatchActor, 'anonymous'>, TestUser>;
const SLUG = MATCH_COLLEGE_SLUG;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [college, other] = await rowsOf<{ id: string }>(
    db,
    sql`insert into colleges (slug, name, city, state, predominant_degree, control, is_demo)
      values (${SLUG}, 'Matrix Match College', 'Austin', 'TX', 'bachelor', 'public', true),
        ('matrix-match-other', 'Matrix Match Other', 'Austin', 'TX', 'bachelor', 'public', true)
      returning id`,
  );
  const [valorant] = await rowsOf<{ id: string }>(db, sql`select id from esports_titles where slug = 'valorant'`);
  await db.execute(sql`insert into college_programs (college_id, esports_title_id, level, roster_size) values (${college!.id}, ${valorant!.id}, 'varsity', 8)`);
  const grants: Record<Exclude<MatchActor, 'anonymous'>, [Role, string | null][]> = {
    player: [],
    player_without_games: [],
    parent: [['family_parent', null]],
    guardian: [['family_guardian', null]],
    college_admin: [['programs_college_admin', college!.id]],
    college_staff: [['programs_college_staff', college!.id]],
    college_admissions: [['programs_college_admissions', college!.id]],
    other_college_admin: [['programs_college_admin', other!.id]],
    coach: [['coaching_program_coach_college_coach', null]],
    yes_staff: [['yes_staff', null]],
    yes_admin: [['yes_admin', null]],
  };
  for (const [actor, roles] of Object.entries(grants) as [Exclude<MatchActor, 'anonymous'>, [Role, string | null][]][]) {
    const user = await signUpUser(t.app);
    if (roles.length > 0) await db.insert(userRoles).values(roles.map(([role, collegeId]) => ({ userId: user.id, role, collegeId })));
    // Everyone but the newcomer has a game profile: the roles, not the games, decide who is a player.
    if (actor !== 'player_without_games') await addGameProfile(db, user.id, 'valorant', 'Diamond 2', { primaryRole: 'Controller' });
    users[actor] = user;
  }
});
afterAll(async () => t.close());

const headers = (actor: MatchActor) => ({ origin: 'http://localhost:3000', ...(actor === 'anonymous' ? {} : { cookie: users[actor].cookie }) });
const counts = () => tableCounts(t.app.ctx.db, ['sessions', 'rate_limits']);

describeAccessMatrix(matchAccessMatrix, {
  app: () => t.app,
  cookie: (actor) => (actor === 'anonymous' ? undefined : users[actor].cookie),
  fixture: () => ({ db: t.app.ctx.db, userId: (actor) => users[actor].id }),
  callers: MATCH_ACTORS,
  // A refusal changes nothing; asking for a match never does.
  unchanged: { snapshot: counts, when: (status, entry) => status >= 400 || entry.route === 'GET /api/colleges/:slug/match' },
});

describe('GET /api/colleges/:slug/match: an unknown college', () => {
  it('answers 404 for an unknown college to every signed-in caller', async () => {
    for (const actor of MATCH_ACTORS.filter((candidate) => candidate !== 'anonymous')) {
      const response = await t.app.inject({ method: 'GET', url: '/api/colleges/no-such-college/match', headers: headers(actor) });
      expect(response.statusCode, actor).toBe(404);
    }
  });
});

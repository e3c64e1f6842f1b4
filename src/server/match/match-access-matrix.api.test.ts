/**
 * Runs the match access matrix (match.matrix.ts, docs/decisions/030): twelve
 * kinds of caller, everyone but the newcomer with a game profile (the roles,
 * not the games, decide who is a player); a refusal changes nothing, and
 * asking for a match never does.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/sql.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { insertTwoColleges, recruitingRoleGrants, signUpRoleCast, type RoleGrants } from '#server/test/role-cast.ts';
import { tableCounts, type TestUser } from '#server/test/test-users.ts';
import { MATCH_ACTORS, MATCH_COLLEGE_SLUG, matchAccessMatrix, type MatchActor } from '../test/match/match.matrix.ts';

let t: TestApp;
let users: Record<Exclude<MatchActor, 'anonymous'>, TestUser>;
const SLUG = MATCH_COLLEGE_SLUG;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [college, other] = await insertTwoColleges(db, [SLUG, 'Matrix Match College'], ['matrix-match-other', 'Matrix Match Other']);
  const [valorant] = await rowsOf<{ id: string }>(db, sql`select id from esports_titles where slug = 'valorant'`);
  await db.execute(sql`insert into college_programs (college_id, esports_title_id, level, roster_size) values (${college}, ${valorant!.id}, 'varsity', 8)`);
  const grants: RoleGrants<Exclude<MatchActor, 'anonymous'>> = { player: [], player_without_games: [], ...recruitingRoleGrants(college, other) };
  // Everyone but the newcomer has a game profile: the roles, not the games, decide who is a player.
  users = await signUpRoleCast(t.app, db, grants, (actor) => actor !== 'player_without_games');
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

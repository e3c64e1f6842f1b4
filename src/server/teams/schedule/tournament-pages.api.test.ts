/**
 * GET /api/teams/:teamId/tournaments (docs/decisions/084): the manage screen's further pages of tournaments, start
 * date, then created_at, then id descending; ties on the first two broken by id, none twice or missing; a bad cursor
 * is a 400. Who may call it is in the schedule access matrix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOURNAMENT_PAGE_SIZE, TOURNAMENT_PAGE_TEXTS, tournamentPageSchema, type TournamentPage } from '#shared/contracts/tournament-pages.ts';
import { teamManageSchema } from '#shared/contracts/teams-manage.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { addPlayer, insertTeam, insertTournament, setTeamsFlag } from '../../test/teams/schedule-test-data.ts';

let t: TestApp;
let player: TestUser;
let teamId: string;
/** Ids in the order the screen shows them. */
let ordered: string[];

const SAME_CREATED = new Date('2026-01-01T12:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await setTeamsFlag(db, true);
  const owner = await signUpUser(t.app, { displayName: 'Owner Olive' });
  player = await signUpUser(t.app, { displayName: 'Player Pat' });
  teamId = (await insertTeam(db, owner.id, { tier: 'silver' })).id;
  await addPlayer(db, teamId, player.id);
  const rows: { id: string; key: string }[] = [];
  // 20 on distinct dates, then 25 on one date created at the same instant: a page boundary falls among the tied ones.
  for (let index = 0; index < 20; index += 1) {
    const startDate = `2025-0${1 + Math.floor(index / 10)}-${String(10 + (index % 10)).padStart(2, '0')}`;
    const row = await insertTournament(db, teamId, { name: `Cup ${index}`, startDate });
    rows.push({ id: row.id, key: `${startDate}|${row.createdAt.toISOString()}` });
  }
  for (let index = 0; index < 25; index += 1) {
    const row = await insertTournament(db, teamId, { name: `Tied ${index}`, startDate: '2026-06-01', createdAt: SAME_CREATED });
    rows.push({ id: row.id, key: `2026-06-01|${SAME_CREATED.toISOString()}` });
  }
  ordered = rows.sort((a, b) => b.key.localeCompare(a.key) || b.id.localeCompare(a.id)).map((row) => row.id);
});
afterAll(async () => t.close());

const get = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/tournaments${query}`, headers: { cookie: player.cookie } });

async function page(cursor: string): Promise<TournamentPage> {
  const response = await get(`?cursor=${encodeURIComponent(cursor)}`);
  expect(response.statusCode, response.body).toBe(200);
  return tournamentPageSchema.parse(response.json());
}

describe('tournament pages', () => {
  it('the manage response has the first page and the count; the cursors lead through the rest in order, none twice', async () => {
    const manage = teamManageSchema.parse((await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/manage`, headers: { cookie: player.cookie } })).json());
    expect(manage.tournamentCount).toBe(45);
    expect(manage.tournaments).toHaveLength(TOURNAMENT_PAGE_SIZE);
    const ids = manage.tournaments.map((row) => row.id);
    let cursor = manage.olderTournamentsCursor;
    while (cursor) {
      const next = await page(cursor);
      ids.push(...next.tournaments.map((row) => row.id));
      cursor = next.nextCursor;
      expect(ids.length).toBeLessThanOrEqual(45);
    }
    expect(ids).toEqual(ordered);
  });

  it('without a cursor, the first page', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    expect(tournamentPageSchema.parse(response.json()).tournaments.map((row) => row.id)).toEqual(ordered.slice(0, TOURNAMENT_PAGE_SIZE));
  });

  it.each(['abc', '2026-06-01~2026-01-01T12:00:00.000000Z~nope', '2026-13-45~2026-01-01T12:00:00.000000Z~00000000-0000-4000-8000-000000000000'])(
    'a bad cursor (%s) is a 400 naming the cursor',
    async (cursor) => {
      const response = await get(`?cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation');
      const fields = Object.entries(response.json().error.fields as Record<string, string>);
      expect(fields.find(([key]) => key === 'cursor' || key.endsWith('.cursor'))?.[1]).toBe(TOURNAMENT_PAGE_TEXTS.cursor);
    },
  );
});

/**
 * A scrim proposal and its answer go out as direct messages
 * (docs/decisions/047): the receiving team's owner hears of the proposal,
 * the proposer of the answer, through messaging's own services, and only
 * when messaging's reachability rule allows (decision 004: an unrelated
 * adult never starts a conversation with a minor). A message that cannot be
 * sent never fails the proposal or the answer.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { setProfile, tierOf } from '#server/test/profiles/player-test-data.ts';
import { insertGameProfile, insertTeam, setTeamsFlag } from '#server/test/teams/team-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let proposer: TestUser;
let rivalOwner: TestUser;
let minorOwner: TestUser;
let homeId: string;
let rivalId: string;
let minorTeamId: string;
let valorantId: string;

const headers = (user: TestUser) => ({ origin: 'http://localhost:3000', cookie: user.cookie });
const scheduledAt = '2099-03-14T19:30:00.000Z';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await setTeamsFlag(db, true);
  [proposer, rivalOwner, minorOwner] = [
    await signUpUser(t.app, { displayName: 'Home Owner' }),
    await signUpUser(t.app, { displayName: 'Rival Owner' }),
    await signUpUser(t.app, { displayName: 'Young Owner' }),
  ];
  await setProfile(db, minorOwner.id, { birthDate: birthDateForAge(15) });
  valorantId = (await tierOf(db, 'valorant', 'Diamond 2')).titleId;
  homeId = (await insertTeam(db, proposer.id, { name: 'Home Five' })).id;
  rivalId = (await insertTeam(db, rivalOwner.id, { name: 'Rival Five' })).id;
  minorTeamId = (await insertTeam(db, minorOwner.id, { name: 'Junior Five' })).id;
  for (const id of [homeId, rivalId, minorTeamId]) await insertGameProfile(db, id, valorantId, 'competitive');
});
afterAll(async () => t.close());

const propose = (toTeamId: string, message?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/matchmaking/teams/${homeId}/scrim-proposals`,
    headers: headers(proposer),
    payload: { toTeamId, titleId: valorantId, scheduledAt, durationMinutes: 120, ...(message ? { message } : {}) },
  });
const answer = (user: TestUser, teamId: string, id: string, verb: 'accept' | 'decline') =>
  t.app.inject({ method: 'POST', url: `/api/matchmaking/teams/${teamId}/scrim-proposals/${id}/${verb}`, headers: headers(user) });

function messagesIn(conversationId: string) {
  return rowsOf<{ body: string; senderId: string }>(
    t.database.db,
    sql`select m.body, m.sender_id as "senderId" from messages m where m.conversation_id = ${conversationId} order by m.created_at, m.id`,
  );
}
async function conversationsBetween(a: string, b: string) {
  const [row] = await rowsOf<{ count: number }>(
    t.database.db,
    sql`select count(*)::int as count from conversation_participants p join conversation_participants q on q.conversation_id = p.conversation_id
      where p.user_id = ${a} and q.user_id = ${b}`,
  );
  return row!.count;
}

describe('scrim proposal messages', () => {
  it('messages the receiving owner with the team, game, time and message, then the proposer with the answer', async () => {
    const proposed = await propose(rivalId, 'Best of three?');
    expect(proposed.statusCode, proposed.body).toBe(201);
    const body = proposed.json() as { id: string; messaged: boolean; conversationId: string };
    expect(body.messaged).toBe(true);
    expect(await messagesIn(body.conversationId)).toEqual([
      { senderId: proposer.id, body: 'Scrim proposal: Home Five vs Rival Five\nGame: Valorant\nWhen: Mar 14, 2099, 7:30 PM UTC (120 min)\n\nBest of three?' },
    ]);
    const [row] = await rowsOf<{ conversationId: string }>(t.database.db, sql`select conversation_id as "conversationId" from scrim_proposals where id = ${body.id}`);
    expect(row!.conversationId).toBe(body.conversationId);
    const [unread] = await rowsOf<{ unread: number }>(
      t.database.db,
      sql`select unread_count as unread from conversation_participants where conversation_id = ${body.conversationId} and user_id = ${rivalOwner.id}`,
    );
    expect(unread!.unread).toBe(1);

    const accepted = await answer(rivalOwner, rivalId, body.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', messaged: true, conversationId: body.conversationId });
    const messages = await messagesIn(body.conversationId);
    expect(messages).toHaveLength(2);
    expect(messages[1]).toEqual({
      senderId: rivalOwner.id,
      body: 'Scrim accepted: Home Five vs Rival Five\nGame: Valorant\nWhen: Mar 14, 2099, 7:30 PM UTC (120 min)\nIt is on both teams’ schedules.\n\nBest of three?',
    });
  });

  it('a decline reaches the proposer in the same conversation', async () => {
    const proposed = await propose(rivalId);
    expect(proposed.statusCode, proposed.body).toBe(201);
    const { id, conversationId } = proposed.json() as { id: string; conversationId: string };
    const declined = await answer(rivalOwner, rivalId, id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', messaged: true });
    const messages = await messagesIn(conversationId);
    expect(messages.at(-1)).toEqual({ senderId: rivalOwner.id, body: 'Scrim declined: Home Five vs Rival Five\nGame: Valorant\nWhen: Mar 14, 2099, 7:30 PM UTC (120 min)' });
  });

  it('a minor owner is not messaged by an unrelated adult: the proposal and its answer still go through', async () => {
    const proposed = await propose(minorTeamId, 'Scrim?');
    expect(proposed.statusCode, proposed.body).toBe(201);
    const { id, messaged, conversationId } = proposed.json() as { id: string; messaged: boolean; conversationId: string | null };
    expect({ messaged, conversationId }).toEqual({ messaged: false, conversationId: null });
    const [row] = await rowsOf<{ status: string; conversationId: string | null }>(
      t.database.db,
      sql`select status, conversation_id as "conversationId" from scrim_proposals where id = ${id}`,
    );
    expect(row).toEqual({ status: 'pending', conversationId: null });
    expect(await conversationsBetween(proposer.id, minorOwner.id)).toBe(0);

    const incoming = await t.app.inject({ method: 'GET', url: `/api/matchmaking/teams/${minorTeamId}/scrim-proposals`, headers: headers(minorOwner) });
    expect(incoming.json()).toMatchObject({ proposals: [{ id, status: 'pending' }] });
    const declined = await answer(minorOwner, minorTeamId, id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', messaged: false, conversationId: null });
    expect(await conversationsBetween(proposer.id, minorOwner.id)).toBe(0);
  });
});

/**
 * A team conversation follows the roster (docs/decisions/073) and, since
 * issue 26.6 (docs/decisions/077), the people a roster change touches hear
 * it live: the database's sync notifies the realtime bus when the change
 * commits, on every server process. A new member and those already in it get
 * conversation.updated; a member taken off gets conversation.removed; an
 * outsider gets nothing; a change that rolls back sends nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '#shared/contracts/messaging.ts';
import { teamMembers } from '#server/db/schema/teams.ts';
import { rowsOf } from '#server/db/sql.ts';
import { openRealtimePair, type RealtimePair } from '#server/test/realtime/realtime-pair.ts';
import { insertMember, insertTeam } from '#server/test/teams/team-test-data.ts';
import type { TestUser } from '#server/test/test-users.ts';
import type { TestSocket } from '#server/test/realtime/realtime-test-client.ts';
import { settle, withoutMarkers } from '../test/realtime/realtime-test-client.ts';

let pair: RealtimePair;
let owner: TestUser;
let member: TestUser;
let joiner: TestUser;
let outsider: TestUser;
let teamId: string;
let conversationId: string;

beforeAll(async () => {
  pair = await openRealtimePair(['Olga Owner', 'Mia Member', 'Jo Joiner', 'Oz Outsider']);
  [owner, member, joiner, outsider] = pair.users as [TestUser, TestUser, TestUser, TestUser];
  const db = pair.t.database.db;
  teamId = (await insertTeam(db, owner.id, { name: 'Live Roster' })).id;
  await insertMember(db, teamId, member.id);
  const [row] = await rowsOf<{ id: string }>(db, sql`select id from conversations where team_id = ${teamId}`);
  conversationId = row!.id;
});
afterAll(async () => pair?.close());

/** What a socket heard besides its opening "ready" and the markers of settle(). */
const heard = (socket: TestSocket) => withoutMarkers(socket).filter((event) => event.type !== 'ready');
const updated = (): RealtimeEvent => ({ type: 'conversation.updated', conversationId });

describe('roster changes reach the team conversation\'s people live (issue 26.6)', () => {
  it('a player added: they and everyone in it hear conversation.updated on either instance; an outsider nothing', async () => {
    const ownerOn1 = await pair.signedIn(pair.url1, owner);
    const memberOn2 = await pair.signedIn(pair.url2, member);
    const joinerOn2 = await pair.signedIn(pair.url2, joiner);
    const outsiderOn1 = await pair.signedIn(pair.url1, outsider);

    await insertMember(pair.t.database.db, teamId, joiner.id);
    for (const socket of [ownerOn1, memberOn2, joinerOn2]) {
      await expect(socket.waitFor((event) => event.type === 'conversation.updated' && event.conversationId === conversationId)).resolves.toEqual(updated());
    }
    await settle(pair.t.app, [{ user: outsider, sockets: [outsiderOn1] }]);
    expect(heard(outsiderOn1)).toEqual([]);
  });

  it('a player taken off the roster hears conversation.removed, the others conversation.updated; a rolled-back change sends nothing', async () => {
    const db = pair.t.database.db;
    const ownerOn2 = await pair.signedIn(pair.url2, owner);
    const joinerOn1 = await pair.signedIn(pair.url1, joiner);

    // Rolled back: nobody hears of it.
    await expect(
      db.transaction(async (tx) => {
        await tx.update(teamMembers).set({ isActive: false }).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, joiner.id)));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await settle(pair.t.app, [{ user: owner, sockets: [ownerOn2] }, { user: joiner, sockets: [joinerOn1] }]);
    expect(heard(ownerOn2)).toEqual([]);
    expect(heard(joinerOn1)).toEqual([]);

    await db.update(teamMembers).set({ isActive: false }).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, joiner.id)));
    await expect(joinerOn1.waitFor((event) => event.type === 'conversation.removed')).resolves.toEqual({ type: 'conversation.removed', conversationId });
    await expect(ownerOn2.waitFor((event) => event.type === 'conversation.updated' && event.conversationId === conversationId)).resolves.toEqual(updated());
    await settle(pair.t.app, [{ user: joiner, sockets: [joinerOn1] }]);
    expect(heard(joinerOn1)).toEqual([{ type: 'conversation.removed', conversationId }]);
  });
});

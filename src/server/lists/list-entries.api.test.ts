/**
 * What My Lists hold (issue 11.7 and 12.3, docs/decisions/024): which players a list shows
 * (profileVisibleSql, decision 019), college lists, and the memberships of a player or college in
 * the viewer's lists. Lists, items, order, limits and bad input are lists.api.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_TEXTS } from '#shared/contracts/lists.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import {
  addGameProfile,
  linkActiveGuardian,
  publishProfile,
  setProfile,
} from '#server/test/profiles/player-test-data.ts';
import { insertUser, statementCountingApp } from '#server/test/teams/team-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import type { TestApp } from '#server/test/create-test-app.ts';
import { openListsWorld, publicPlayerNamed as publicPlayerRow } from '#server/test/lists/lists-world.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { addCollegeAs, addPlayerAs, asUser, createListAs, listDetailAs, seededColleges } from '../test/lists/lists-test-data.ts';

let t: TestApp;
let owner: TestUser;
let publicPlayer: { id: string; slug: string };

const publicPlayerNamed = (name: string, slug: string) => publicPlayerRow(t.app.ctx.db, name, slug);

beforeAll(async () => {
  ({ t, owner, publicPlayer } = await openListsWorld());
});
afterAll(async () => t.close());

describe('which players a list shows', () => {
  it('adds only players the viewer may see; a hidden one answers exactly like a missing one', async () => {
    const list = await createListAs(t.app, owner, 'Visibility');
    const hidden = await insertUser(t.app.ctx.db, 'Hidden Player');
    const recruitersOnly = await insertUser(t.app.ctx.db, 'Recruiters Only');
    await publishProfile(t.app.ctx.db, recruitersOnly.id, { visibility: 'recruiters_only', slug: 'rec-only' });

    const missing = await t.app.inject({ method: 'POST', url: `/api/lists/${list.id}/items`, headers: asUser(owner), payload: { playerUserId: 'no-such-user' } });
    const hiddenAnswer = await t.app.inject({ method: 'POST', url: `/api/lists/${list.id}/items`, headers: asUser(owner), payload: { playerUserId: hidden.id } });
    const recruiterOnlyAnswer = await t.app.inject({ method: 'POST', url: `/api/lists/${list.id}/items`, headers: asUser(owner), payload: { playerSlug: 'rec-only' } });
    for (const response of [missing, hiddenAnswer, recruiterOnlyAnswer]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
    expect(missing.json().error.message).toBe(LIST_TEXTS.playerNotFound);

    const recruiter = await signUpWithRoles(t.app, ['programs_college_staff']);
    const recruiterList = await createListAs(t.app, recruiter, 'Recruits');
    await addPlayerAs(t.app, recruiter, recruiterList.id, recruitersOnly.id);
    expect((await listDetailAs(t.app, recruiter, recruiterList.id)).items[0]!.player?.displayName).toBe('Recruiters Only');
  });

  it('shows a player who went private as "No longer available", without data but with the note', async () => {
    const player = await publicPlayerNamed('Going Private', 'going-private');
    const list = await createListAs(t.app, owner, 'Gone');
    const itemId = await addPlayerAs(t.app, owner, list.id, player.id);
    await t.app.inject({ method: 'PATCH', url: `/api/lists/${list.id}/items/${itemId}`, headers: asUser(owner), payload: { note: 'Followed up' } });
    await setProfile(t.app.ctx.db, player.id, { visibility: 'private' });
    const detail = await listDetailAs(t.app, owner, list.id);
    expect(detail.items).toEqual([expect.objectContaining({ id: itemId, player: null, note: 'Followed up' })]);
    expect(JSON.stringify(detail)).not.toContain('Going Private');
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/lists/${list.id}/items/${itemId}`, headers: asUser(owner) });
    expect(remove.statusCode).toBe(204);
  });

  it('shows a public minor to the public with name, class and state only; their guardian sees everything', async () => {
    const minor = await publicPlayerNamed('Young Gun', 'young-gun');
    await addGameProfile(t.app.ctx.db, minor.id, 'valorant', 'Gold 1');
    const guardian = await signUpUser(t.app);
    await linkActiveGuardian(t.app.ctx.db, minor.id, guardian.id, guardian.email);
    await setProfile(t.app.ctx.db, minor.id, { birthDate: birthDateForAge(15), guardianApprovedVisibility: 'public' });

    const list = await createListAs(t.app, owner, 'Minor');
    await addPlayerAs(t.app, owner, list.id, minor.id);
    expect((await listDetailAs(t.app, owner, list.id)).items[0]!.player).toEqual({
      userId: minor.id,
      slug: 'young-gun',
      displayName: 'Young Gun',
      avatarUrl: null,
      gradYear: 2027,
      state: 'TX',
      mainGame: null,
    });

    const guardianList = await createListAs(t.app, guardian, 'Family');
    await addPlayerAs(t.app, guardian, guardianList.id, minor.id);
    const seen = (await listDetailAs(t.app, guardian, guardianList.id)).items[0]!.player;
    expect(seen).toMatchObject({ avatarUrl: 'https://example.com/a.png', mainGame: { rankName: 'Gold 1' } });
  });
});

describe('colleges', () => {
  it('adds any college to the end of a college list, opens it with the card identity, and refuses a second add or an unknown college', async () => {
    const list = await createListAs(t.app, owner, 'Schools', 'college');
    const [first, second] = await seededColleges(t.app, 2);
    await addCollegeAs(t.app, owner, list.id, first!.id);
    await addCollegeAs(t.app, owner, list.id, second!.id);
    const detail = await listDetailAs(t.app, owner, list.id);
    expect(detail.list).toMatchObject({ itemType: 'college', itemCount: 2 });
    expect(detail.items.map((item) => [item.position, item.itemType, item.college?.name, item.player])).toEqual([
      [0, 'college', first!.name, null],
      [1, 'college', second!.name, null],
    ]);
    expect(detail.items[0]).toMatchObject({
      collegeId: first!.id,
      college: { id: first!.id, slug: first!.slug, name: first!.name, city: first!.city, state: first!.state, isClaimed: false, isDemo: false },
    });

    const again = await t.app.inject({ method: 'POST', url: `/api/lists/${list.id}/items`, headers: asUser(owner), payload: { collegeId: first!.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ collegeId: LIST_TEXTS.collegeAlreadyInList });
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/lists/${list.id}/items`,
      headers: asUser(owner),
      payload: { collegeId: '00000000-0000-4000-8000-00000000c011' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(LIST_TEXTS.collegeNotFound);
    expect((await listDetailAs(t.app, owner, list.id)).items).toHaveLength(2);
  });

  it('shows claimed and demo colleges as such', async () => {
    const [college] = await rowsOf<{ id: string }>(
      t.app.ctx.db,
      sql`insert into colleges (slug, name, city, state, predominant_degree, control, is_demo, claimed_at)
        values ('lists-demo-college', 'Lists Demo College', 'Austin', 'TX', 'bachelor', 'public', true, now()) returning id`,
    );
    const list = await createListAs(t.app, owner, 'Demo schools', 'college');
    await addCollegeAs(t.app, owner, list.id, college!.id);
    expect((await listDetailAs(t.app, owner, list.id)).items[0]!.college).toMatchObject({ slug: 'lists-demo-college', isClaimed: true, isDemo: true });
  });

  it('writes notes on, reorders and removes college items like player items', async () => {
    const list = await createListAs(t.app, owner, 'College order', 'college');
    const ids: string[] = [];
    for (const college of await seededColleges(t.app, 3)) ids.push(await addCollegeAs(t.app, owner, list.id, college.id));
    const [a, b, c] = ids as [string, string, string];
    const noted = await t.app.inject({ method: 'PATCH', url: `/api/lists/${list.id}/items/${b}`, headers: asUser(owner), payload: { note: 'Visit in March' } });
    expect(noted.json()).toEqual({ id: b, note: 'Visit in March' });
    const reordered = await t.app.inject({ method: 'PUT', url: `/api/lists/${list.id}/order`, headers: asUser(owner), payload: { itemIds: [c, b, a] } });
    expect(reordered.statusCode).toBe(204);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/lists/${list.id}/items/${c}`, headers: asUser(owner) });
    expect(removed.statusCode).toBe(204);
    expect((await listDetailAs(t.app, owner, list.id)).items.map((item) => [item.id, item.position, item.note])).toEqual([
      [b, 0, 'Visit in March'],
      [a, 1, null],
    ]);
  });

  it('opens a college list in the same statements whatever its length', async () => {
    const counting = await statementCountingApp(t);
    try {
      const user = await signUpUser(t.app);
      const cookie = await counting.signIn(user.email);
      const short = await createListAs(t.app, user, 'One school', 'college');
      const long = await createListAs(t.app, user, 'Five schools', 'college');
      const colleges = await seededColleges(t.app, 5);
      await addCollegeAs(t.app, user, short.id, colleges[0]!.id);
      for (const college of colleges) await addCollegeAs(t.app, user, long.id, college.id);
      const one = await counting.count({ method: 'GET', url: `/api/lists/${short.id}`, headers: { cookie } });
      const five = await counting.count({ method: 'GET', url: `/api/lists/${long.id}`, headers: { cookie } });
      expect(five.response.json().items).toHaveLength(5);
      expect(five.statements.length).toBe(one.statements.length);
      expect(five.statements.filter((statement) => /from list_items i/i.test(statement))).toHaveLength(1);
    } finally {
      await counting.close();
    }
  });

  it('removes the items of a college that is deleted (the foreign key cascades)', async () => {
    const [college] = await rowsOf<{ id: string }>(
      t.app.ctx.db,
      sql`insert into colleges (slug, name, city, state, predominant_degree, control)
        values ('lists-closing-college', 'Lists Closing College', 'Reno', 'NV', 'associate', 'public') returning id`,
    );
    const list = await createListAs(t.app, owner, 'Closing', 'college');
    await addCollegeAs(t.app, owner, list.id, college!.id);
    await t.app.ctx.db.execute(sql`delete from colleges where id = ${college!.id}`);
    expect((await listDetailAs(t.app, owner, list.id)).items).toEqual([]);
    const orphan = t.app.ctx.db.execute(
      sql`insert into list_items (list_id, item_type, college_id, position) values (${list.id}, 'college', '00000000-0000-4000-8000-00000000c012', 0)`,
    );
    await expect(orphan).rejects.toThrow();
  });

  it("names each of the viewer's college lists with the college's item id where it holds it", async () => {
    const user = await signUpUser(t.app);
    const [college] = await seededColleges(t.app, 1);
    const holding = await createListAs(t.app, user, 'Holding schools', 'college');
    await createListAs(t.app, user, 'Players', 'player');
    await createListAs(t.app, user, 'Empty schools', 'college');
    const itemId = await addCollegeAs(t.app, user, holding.id, college!.id);
    const response = await t.app.inject({ method: 'GET', url: `/api/lists/memberships?collegeId=${college!.id}`, headers: asUser(user) });
    expect(response.statusCode).toBe(200);
    expect(response.json().memberships).toEqual([
      { listId: holding.id, name: 'Holding schools', itemCount: 1, itemId },
      { listId: expect.any(String), name: 'Empty schools', itemCount: 0, itemId: null },
    ]);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/lists/memberships?collegeId=00000000-0000-4000-8000-00000000c011', headers: asUser(user) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(LIST_TEXTS.collegeNotFound);
    for (const query of ['', `?collegeId=${college!.id}&playerUserId=${publicPlayer.id}`, '?collegeId=nope']) {
      const bad = await t.app.inject({ method: 'GET', url: `/api/lists/memberships${query}`, headers: asUser(user) });
      expect(bad.statusCode, query).toBe(400);
    }
  });
});

describe('memberships', () => {
  it("names each of the viewer's player lists with the player's item id where it holds them", async () => {
    const user = await signUpUser(t.app);
    const holding = await createListAs(t.app, user, 'Holding');
    await createListAs(t.app, user, 'Empty');
    await createListAs(t.app, user, 'Schools', 'college');
    const itemId = await addPlayerAs(t.app, user, holding.id, publicPlayer.id);
    const response = await t.app.inject({ method: 'GET', url: `/api/lists/memberships?playerUserId=${publicPlayer.id}`, headers: asUser(user) });
    expect(response.statusCode).toBe(200);
    expect(response.json().memberships).toEqual([
      { listId: holding.id, name: 'Holding', itemCount: 1, itemId },
      { listId: expect.any(String), name: 'Empty', itemCount: 0, itemId: null },
    ]);
    const hidden = await insertUser(t.app.ctx.db, 'Not Visible');
    const refused = await t.app.inject({ method: 'GET', url: `/api/lists/memberships?playerUserId=${hidden.id}`, headers: asUser(user) });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(LIST_TEXTS.playerNotFound);
  });
});

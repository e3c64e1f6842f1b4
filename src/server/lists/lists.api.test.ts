/**
 * My Lists (issue 11.7, docs/decisions/024): create, rename, delete, items
 * with notes, order, limits and bad input. Which players a list shows,
 * college lists and memberships are list-entries.api.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_TEXTS, LIST_NOTE_MAX, MAX_ITEMS_PER_LIST, MAX_LISTS_PER_USER } from '#shared/contracts/lists.ts';
import { listItems, lists } from '#server/db/schema/lists.ts';
import { addGameProfile } from '#server/test/profiles/player-test-data.ts';
import { statementCountingApp } from '#server/test/teams/team-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import type { TestApp } from '#server/test/create-test-app.ts';
import { openListsWorld, publicPlayerNamed as publicPlayerRow } from '#server/test/lists/lists-world.ts';
import { signUpUser, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { addPlayerAs, asUser, createListAs, listDetailAs, seededColleges } from '../test/lists/lists-test-data.ts';

let t: TestApp;
let owner: TestUser;
let publicPlayer: { id: string; slug: string };

const publicPlayerNamed = (name: string, slug: string) => publicPlayerRow(t.app.ctx.db, name, slug);

async function positionsOf(listId: string) {
  return rowsOf<{ id: string; position: number }>(t.app.ctx.db, sql`select id, position from list_items where list_id = ${listId} order by position, id`);
}

beforeAll(async () => {
  ({ t, owner, publicPlayer } = await openListsWorld());
});
afterAll(async () => t.close());

describe('lists', () => {
  it('creates, lists with item counts oldest first, renames and deletes a list', async () => {
    const user = await signUpUser(t.app);
    const first = await createListAs(t.app, user, 'Top Picks');
    const second = await createListAs(t.app, user, 'Maybe');
    expect(first).toMatchObject({ name: 'Top Picks', itemType: 'player', itemCount: 0 });
    await addPlayerAs(t.app, user, first.id, publicPlayer.id);

    const all = await t.app.inject({ method: 'GET', url: '/api/lists', headers: asUser(user) });
    expect(all.statusCode).toBe(200);
    expect(all.json().lists.map((list: { name: string; itemCount: number }) => [list.name, list.itemCount])).toEqual([
      ['Top Picks', 1],
      ['Maybe', 0],
    ]);

    const renamed = await t.app.inject({ method: 'PATCH', url: `/api/lists/${second.id}`, headers: asUser(user), payload: { name: '  Shortlist ' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: second.id, name: 'Shortlist' });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/lists/${first.id}`, headers: asUser(user) });
    expect(deleted.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/lists', headers: asUser(user) });
    expect(after.json().lists.map((list: { name: string }) => list.name)).toEqual(['Shortlist']);
    const [left] = await rowsOf<{ n: number }>(t.app.ctx.db, sql`select count(*)::int as n from list_items where list_id = ${first.id}`);
    expect(left?.n).toBe(0);
  });

  it('lists the lists with their counts in one statement', async () => {
    const counting = await statementCountingApp(t);
    try {
      const user = await signUpUser(t.app);
      const cookie = await counting.signIn(user.email);
      for (const name of ['A', 'B', 'C']) await createListAs(t.app, user, name);
      const { response, statements } = await counting.count({ method: 'GET', url: '/api/lists', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json().lists).toHaveLength(3);
      expect(statements.filter((statement) => /from lists l/i.test(statement))).toHaveLength(1);
      // The session lookup (better-auth) plus the one statement for the lists.
      expect(statements.length).toBeLessThanOrEqual(4);
    } finally {
      await counting.close();
    }
  });

  it('opens a list in the same few statements whatever its length (no per-item queries)', async () => {
    const counting = await statementCountingApp(t);
    try {
      const user = await signUpUser(t.app);
      const cookie = await counting.signIn(user.email);
      const short = await createListAs(t.app, user, 'Short');
      const long = await createListAs(t.app, user, 'Long');
      await addPlayerAs(t.app, user, short.id, publicPlayer.id);
      for (const name of ['Count A', 'Count B', 'Count C', 'Count D']) {
        const player = await publicPlayerNamed(name, name.toLowerCase().replace(' ', '-'));
        await addGameProfile(t.app.ctx.db, player.id, 'valorant', 'Gold 1');
        await addPlayerAs(t.app, user, long.id, player.id);
      }
      const one = await counting.count({ method: 'GET', url: `/api/lists/${short.id}`, headers: { cookie } });
      const four = await counting.count({ method: 'GET', url: `/api/lists/${long.id}`, headers: { cookie } });
      expect(four.response.json().items).toHaveLength(4);
      expect(four.statements.length).toBe(one.statements.length);
      // Session, ownership, the list, its items.
      // Three for the session (better-auth), the ownership check with the list, its items.
      expect(four.statements.length).toBeLessThanOrEqual(5);
    } finally {
      await counting.close();
    }
  });

  it('refuses a duplicate name in any case, a blank name, HTML in a name, with a field message and nothing changed', async () => {
    const user = await signUpUser(t.app);
    const list = await createListAs(t.app, user, 'Scouting');
    const other = await createListAs(t.app, user, 'Other');
    const before = await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits']);
    const cases = [
      { method: 'POST' as const, url: '/api/lists', payload: { name: 'scouting' }, field: 'name', message: LIST_TEXTS.nameTaken },
      { method: 'POST' as const, url: '/api/lists', payload: { name: '   ' }, field: 'name', message: 'Name is required' },
      { method: 'POST' as const, url: '/api/lists', payload: { name: '<b>x</b>' }, field: 'name', message: 'Name must be plain text (no HTML tags)' },
      { method: 'POST' as const, url: '/api/lists', payload: { name: 'x'.repeat(81) }, field: 'name', message: 'Name must be at most 80 characters' },
      { method: 'POST' as const, url: '/api/lists', payload: { name: 'Ok', itemType: 'team' }, field: 'itemType', message: 'Choose players or colleges' },
      { method: 'PATCH' as const, url: `/api/lists/${other.id}`, payload: { name: 'SCOUTING' }, field: 'name', message: LIST_TEXTS.nameTaken },
    ];
    for (const entry of cases) {
      const response = await t.app.inject({ method: entry.method, url: entry.url, headers: asUser(user), payload: entry.payload });
      expect(response.statusCode, JSON.stringify(entry.payload)).toBe(400);
      expect(response.json().error.fields[entry.field]).toBe(entry.message);
    }
    expect(await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits'])).toEqual(before);
    // Renaming a list to its own name in another case is fine.
    const same = await t.app.inject({ method: 'PATCH', url: `/api/lists/${list.id}`, headers: asUser(user), payload: { name: 'SCOUTING' } });
    expect(same.statusCode).toBe(200);
  });

  it(`stops at ${MAX_LISTS_PER_USER} lists per user with a clear message`, async () => {
    const user = await signUpUser(t.app);
    await t.app.ctx.db
      .insert(lists)
      .values(Array.from({ length: MAX_LISTS_PER_USER }, (_, index) => ({ ownerUserId: user.id, name: `List ${index}`, itemType: 'player' })));
    const response = await t.app.inject({ method: 'POST', url: '/api/lists', headers: asUser(user), payload: { name: 'One more' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(LIST_TEXTS.tooManyLists);
  });
});

describe('items', () => {
  it('adds players by id or slug to the end, opens the list with their data in order, and refuses a second add', async () => {
    const list = await createListAs(t.app, owner, 'Items');
    const second = await publicPlayerNamed('Bea Second', 'bea-second');
    await addPlayerAs(t.app, owner, list.id, publicPlayer.id);
    const bySlug = await t.app.inject({ method: 'POST', url: `/api/lists/${list.id}/items`, headers: asUser(owner), payload: { playerSlug: second.slug } });
    expect(bySlug.statusCode).toBe(201);

    const detail = await listDetailAs(t.app, owner, list.id);
    expect(detail.list).toMatchObject({ id: list.id, itemCount: 2 });
    expect(detail.items.map((item) => [item.position, item.player?.displayName])).toEqual([
      [0, 'Ace Public'],
      [1, 'Bea Second'],
    ]);
    expect(detail.items[0]!.player).toEqual({
      userId: publicPlayer.id,
      slug: 'ace-public',
      displayName: 'Ace Public',
      avatarUrl: 'https://example.com/a.png',
      gradYear: 2027,
      state: 'TX',
      mainGame: { titleName: expect.any(String), rankName: 'Diamond 2' },
    });

    const again = await t.app.inject({ method: 'POST', url: `/api/lists/${list.id}/items`, headers: asUser(owner), payload: { playerSlug: 'ace-public' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(LIST_TEXTS.alreadyInList);
  });

  it('writes, replaces and clears a note; refuses HTML, an over-long note and a 1 MB body', async () => {
    const list = await createListAs(t.app, owner, 'Notes');
    const itemId = await addPlayerAs(t.app, owner, list.id, publicPlayer.id);
    const url = `/api/lists/${list.id}/items/${itemId}`;
    const saved = await t.app.inject({ method: 'PATCH', url, headers: asUser(owner), payload: { note: '  Great comms, check VOD  ' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ id: itemId, note: 'Great comms, check VOD' });

    const html = await t.app.inject({ method: 'PATCH', url, headers: asUser(owner), payload: { note: '<script>alert(1)</script>' } });
    expect(html.statusCode).toBe(400);
    expect(html.json().error.fields.note).toBe('Note must be plain text (no HTML tags)');
    const long = await t.app.inject({ method: 'PATCH', url, headers: asUser(owner), payload: { note: 'x'.repeat(LIST_NOTE_MAX + 1) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.note).toBe(`Note must be at most ${LIST_NOTE_MAX} characters`);
    const huge = await t.app.inject({ method: 'PATCH', url, headers: asUser(owner), payload: { note: 'x'.repeat(1024 * 1024) } });
    expect(huge.statusCode).toBe(413);
    expect((await listDetailAs(t.app, owner, list.id)).items[0]!.note).toBe('Great comms, check VOD');

    const cleared = await t.app.inject({ method: 'PATCH', url, headers: asUser(owner), payload: { note: '' } });
    expect(cleared.json()).toEqual({ id: itemId, note: null });
  });

  it('answers an unknown item, an item of another list, and a malformed id with 404 or 400 and changes nothing', async () => {
    const list = await createListAs(t.app, owner, 'Own items');
    const mine = await addPlayerAs(t.app, owner, list.id, publicPlayer.id);
    const someone = await signUpUser(t.app);
    const theirs = await createListAs(t.app, someone, 'Theirs');
    const theirItem = await addPlayerAs(t.app, someone, theirs.id, publicPlayer.id);

    for (const itemId of [theirItem, '00000000-0000-4000-8000-000000000000']) {
      const patch = await t.app.inject({ method: 'PATCH', url: `/api/lists/${list.id}/items/${itemId}`, headers: asUser(owner), payload: { note: 'x' } });
      expect(patch.statusCode).toBe(404);
      expect(patch.json().error.message).toBe(LIST_TEXTS.itemNotFound);
      const remove = await t.app.inject({ method: 'DELETE', url: `/api/lists/${list.id}/items/${itemId}`, headers: asUser(owner) });
      expect(remove.statusCode).toBe(404);
    }
    const malformed = await t.app.inject({ method: 'DELETE', url: `/api/lists/${list.id}/items/not-a-uuid`, headers: asUser(owner) });
    expect(malformed.statusCode).toBe(400);
    expect((await listDetailAs(t.app, someone, theirs.id)).items.map((item) => [item.id, item.note])).toEqual([[theirItem, null]]);
    expect((await listDetailAs(t.app, owner, list.id)).items.map((item) => item.id)).toEqual([mine]);
  });

  it('refuses a college into a player list, a player into a college list, and an item without a reference; nothing changes', async () => {
    const players = await createListAs(t.app, owner, 'Players only');
    const colleges = await createListAs(t.app, owner, 'Colleges', 'college');
    expect(colleges.itemType).toBe('college');
    const [college] = await seededColleges(t.app, 1);
    const before = await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits']);
    const intoPlayerList = await t.app.inject({ method: 'POST', url: `/api/lists/${players.id}/items`, headers: asUser(owner), payload: { collegeId: college!.id } });
    expect(intoPlayerList.statusCode).toBe(400);
    expect(intoPlayerList.json().error.fields).toEqual({ collegeId: LIST_TEXTS.holdsPlayers });
    const intoCollegeList = await t.app.inject({ method: 'POST', url: `/api/lists/${colleges.id}/items`, headers: asUser(owner), payload: { playerUserId: publicPlayer.id } });
    expect(intoCollegeList.statusCode).toBe(400);
    expect(intoCollegeList.json().error.fields).toEqual({ playerUserId: LIST_TEXTS.holdsColleges });
    const bySlugIntoCollegeList = await t.app.inject({ method: 'POST', url: `/api/lists/${colleges.id}/items`, headers: asUser(owner), payload: { playerSlug: 'ace-public' } });
    expect(bySlugIntoCollegeList.statusCode).toBe(400);
    const both = await t.app.inject({ method: 'POST', url: `/api/lists/${colleges.id}/items`, headers: asUser(owner), payload: { collegeId: college!.id, playerUserId: publicPlayer.id } });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields.playerUserId).toBe(LIST_TEXTS.choosePlayer);
    const nothing = await t.app.inject({ method: 'POST', url: `/api/lists/${players.id}/items`, headers: asUser(owner), payload: {} });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.fields.playerUserId).toBe(LIST_TEXTS.choosePlayer);
    const malformed = await t.app.inject({ method: 'POST', url: `/api/lists/${colleges.id}/items`, headers: asUser(owner), payload: { collegeId: 'not-a-uuid' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.collegeId).toBe('Choose a college');
    expect(await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits'])).toEqual(before);
    expect((await listDetailAs(t.app, owner, players.id)).items).toEqual([]);
    expect((await listDetailAs(t.app, owner, colleges.id)).items).toEqual([]);
  });

  it(`stops at ${MAX_ITEMS_PER_LIST} items per list`, async () => {
    const list = await createListAs(t.app, owner, 'Full');
    // The unique key is per player: one bare account per filler item.
    const fillers = await rowsOf<{ id: string }>(
      t.app.ctx.db,
      sql`insert into profiles (id, email, full_name)
        select 'filler-' || g, 'filler-' || g || '@example.com', 'Filler ' || g from generate_series(1, ${MAX_ITEMS_PER_LIST}) g
        returning id`,
    );
    await t.app.ctx.db
      .insert(listItems)
      .values(fillers.map((filler, index) => ({ listId: list.id, itemType: 'player', playerUserId: filler.id, position: index })));
    const response = await t.app.inject({ method: 'POST', url: `/api/lists/${list.id}/items`, headers: asUser(owner), payload: { playerUserId: publicPlayer.id } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(LIST_TEXTS.listFull);
  });
});

describe('order', () => {
  async function listOfThree(name: string) {
    const list = await createListAs(t.app, owner, name);
    const players = [publicPlayer, await publicPlayerNamed(`${name} B`, `${name.toLowerCase()}-b`), await publicPlayerNamed(`${name} C`, `${name.toLowerCase()}-c`)];
    const ids: string[] = [];
    for (const player of players) ids.push(await addPlayerAs(t.app, owner, list.id, player.id));
    return { list, ids };
  }

  it('reorders by a whole ordered id list, positions dense and unique', async () => {
    const { list, ids } = await listOfThree('Order');
    const [a, b, c] = ids as [string, string, string];
    const response = await t.app.inject({ method: 'PUT', url: `/api/lists/${list.id}/order`, headers: asUser(owner), payload: { itemIds: [c, a, b] } });
    expect(response.statusCode).toBe(204);
    expect(await positionsOf(list.id)).toEqual([
      { id: c, position: 0 },
      { id: a, position: 1 },
      { id: b, position: 2 },
    ]);
    expect((await listDetailAs(t.app, owner, list.id)).items.map((item) => item.id)).toEqual([c, a, b]);
  });

  it('refuses an order that misses, repeats or adds an item, and changes nothing', async () => {
    const { list, ids } = await listOfThree('Bad');
    const [a, b, c] = ids as [string, string, string];
    const stranger = '00000000-0000-4000-8000-000000000000';
    for (const itemIds of [[a, b], [a, b, b], [a, b, c, stranger], [a, b, stranger], ['nope']]) {
      const response = await t.app.inject({ method: 'PUT', url: `/api/lists/${list.id}/order`, headers: asUser(owner), payload: { itemIds } });
      expect(response.statusCode, JSON.stringify(itemIds)).toBe(400);
      expect(Object.keys(response.json().error.fields)[0]).toMatch(/^itemIds/);
    }
    expect((await positionsOf(list.id)).map((row) => row.id)).toEqual([a, b, c]);
  });

  it('closes the gap when an item is removed', async () => {
    const { list, ids } = await listOfThree('Gap');
    const [a, b, c] = ids as [string, string, string];
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/lists/${list.id}/items/${b}`, headers: asUser(owner) });
    expect(removed.statusCode).toBe(204);
    expect(await positionsOf(list.id)).toEqual([
      { id: a, position: 0 },
      { id: c, position: 1 },
    ]);
  });

  it('breaks equal positions by id, so the order is stable', async () => {
    const { list, ids } = await listOfThree('Ties');
    await t.app.ctx.db.execute(sql`update list_items set position = 0 where list_id = ${list.id}`);
    const detail = await listDetailAs(t.app, owner, list.id);
    expect(detail.items.map((item) => item.id)).toEqual([...ids].sort());
  });
});

/**
 * The people picker (docs/decisions/011): public profiles and teammates by
 * name; any reachable account by its exact email; a minor only by a
 * teammate, or by a recruiter once a guardian approved (decision 021);
 * never the viewer, never an email.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingUserSearchResponseSchema } from '#shared/contracts/messaging.ts';
import { insertMember, insertStaff, insertTeam, insertUser, publishProfile } from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { setProfile } from '#server/test/profiles/player-test-data.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { asUser, createConversation, makeMinor } from '../test/messaging/messaging-test-data.ts';

let t: TestApp;
let viewer: TestUser;
let teammateViewer: TestUser;
const people = {} as Record<'publicPlayer' | 'privateAdult' | 'privateMinor' | 'publicMinor', { id: string; email: string }>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  viewer = await signUpUser(t.app, { displayName: 'Searching Sam', email: 'sam.searcher@example.com' });
  teammateViewer = await signUpUser(t.app, { displayName: 'Teammate Tess' });
  people.publicPlayer = await insertUser(db, 'Zephyr Public', { email: 'zephyr@example.com' });
  await publishProfile(db, people.publicPlayer.id, { displayName: 'Zephyr Public', firstName: 'Zephyr', slug: 'zephyr-public' });
  people.privateAdult = await insertUser(db, 'Zephyr Private', { email: 'private.adult@example.com' });
  people.privateMinor = await insertUser(db, 'Zephyr Minor', { email: 'young.zephyr@example.com' });
  await makeMinor(db, people.privateMinor.id);
  people.publicMinor = await insertUser(db, 'Zephyr Junior', { email: 'junior@example.com' });
  await makeMinor(db, people.publicMinor.id);
  await publishProfile(db, people.publicMinor.id, { displayName: 'Zephyr Junior', slug: 'zephyr-junior' });
  // Tess plays on a team with the minor.
  const team = await insertTeam(db, (await insertUser(db, 'Team Owner')).id);
  await insertMember(db, team.id, teammateViewer.id);
  await insertMember(db, team.id, people.privateMinor.id);
});
afterAll(async () => t.close());

async function search(user: TestUser, q: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/conversations/user-search?q=${encodeURIComponent(q)}`, headers: asUser(user) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).not.toContain('@');
  return messagingUserSearchResponseSchema.parse(response.json()).users;
}
const ids = (users: { userId: string }[]) => users.map((user) => user.userId);

describe('GET /api/conversations/user-search', () => {
  it('finds a public profile by part of its name or slug, case-insensitively, without emails', async () => {
    const byName = await search(viewer, 'zEpHyR');
    expect(ids(byName)).toContain(people.publicPlayer.id);
    expect(byName.find((user) => user.userId === people.publicPlayer.id)).toEqual({ userId: people.publicPlayer.id, displayName: 'Zephyr Public', avatarUrl: null, isUnderEighteen: false });
    expect(ids(await search(viewer, 'public'))).toEqual([people.publicPlayer.id]);
  });

  it('finds a private adult only by the exact email (any case), never by name or part of it', async () => {
    expect(ids(await search(viewer, 'Zephyr'))).not.toContain(people.privateAdult.id);
    expect(ids(await search(viewer, 'private.adult'))).toEqual([]);
    expect(ids(await search(viewer, 'PRIVATE.Adult@Example.com'))).toEqual([people.privateAdult.id]);
  });

  it('never finds a minor with a private profile by email or name unless on a team together', async () => {
    expect(ids(await search(viewer, 'young.zephyr@example.com'))).toEqual([]);
    expect(ids(await search(viewer, 'Zephyr Minor'))).toEqual([]);
    // A teammate finds them by name and by email.
    expect(ids(await search(teammateViewer, 'zephyr minor'))).toEqual([people.privateMinor.id]);
    expect(ids(await search(teammateViewer, 'young.zephyr@example.com'))).toEqual([people.privateMinor.id]);
  });

  it('never offers a minor with a public profile to the general public; a recruiter once a guardian approved (decision 021)', async () => {
    const recruiter = await signUpWithRoles(t.app, ['programs_college_staff']);
    expect(ids(await search(viewer, 'junior'))).toEqual([]);
    expect(ids(await search(viewer, 'junior@example.com'))).toEqual([]);
    expect(ids(await search(recruiter, 'junior'))).toEqual([]);
    await setProfile(t.database.db, people.publicMinor.id, { guardianApprovedVisibility: 'recruiters_only' });
    expect(ids(await search(recruiter, 'junior'))).toEqual([people.publicMinor.id]);
    expect(ids(await search(viewer, 'junior'))).toEqual([]);
  });

  it('the same rule governs creating: the teammate may start a conversation with the minor, a stranger may not', async () => {
    const refused = await createConversation(t.app, viewer, { type: 'dm', participantIds: [people.privateMinor.id] });
    expect(refused.statusCode).toBe(400); // the answer for an unknown id (issue 10.4)
    const allowed = await createConversation(t.app, teammateViewer, { type: 'dm', participantIds: [people.privateMinor.id] });
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('a team owner reaches staff of their team; an archived team no longer counts', async () => {
    const coach = await signUpUser(t.app, { displayName: 'Owner Olga' });
    const minor = await insertUser(t.database.db, 'Archived Minor');
    await makeMinor(t.database.db, minor.id);
    const team = await insertTeam(t.database.db, coach.id);
    await insertStaff(t.database.db, team.id, minor.id, { role: 'analyst' });
    expect(ids(await search(coach, 'Archived Minor'))).toEqual([minor.id]);
    const archived = await insertTeam(t.database.db, coach.id, { archivedAt: new Date() });
    const other = await insertUser(t.database.db, 'Archived Other');
    await makeMinor(t.database.db, other.id);
    await insertMember(t.database.db, archived.id, other.id);
    expect(ids(await search(coach, 'Archived Other'))).toEqual([]);
    // An inactive roster row does not count either.
    const former = await insertUser(t.database.db, 'Former Member');
    await makeMinor(t.database.db, former.id);
    await insertMember(t.database.db, team.id, former.id, { isActive: false });
    expect(ids(await search(coach, 'Former Member'))).toEqual([]);
  });

  it('never lists the viewer, even by their own email or public name', async () => {
    const me = await signUpUser(t.app, { displayName: 'Selfie Person', email: 'selfie@example.com' });
    await publishProfile(t.database.db, me.id, { displayName: 'Selfie Person', slug: 'selfie-person' });
    expect(ids(await search(me, 'Selfie'))).toEqual([]);
    expect(ids(await search(me, 'selfie@example.com'))).toEqual([]);
    expect(ids(await search(viewer, 'Selfie'))).toEqual([me.id]);
  });

  it('answers at most 20 people and refuses a query under 2 characters', async () => {
    for (let index = 0; index < 25; index += 1) {
      const user = await insertUser(t.database.db, `Crowd ${index}`);
      await publishProfile(t.database.db, user.id, { displayName: `Crowd Member ${String(index).padStart(2, '0')}`, slug: `crowd-${index}` });
    }
    const crowd = await search(viewer, 'crowd member');
    expect(crowd).toHaveLength(20);
    expect(crowd[0]?.displayName).toBe('Crowd Member 00');
    const short = await t.app.inject({ method: 'GET', url: '/api/conversations/user-search?q=a', headers: asUser(viewer) });
    expect(short.statusCode).toBe(400);
  });
});

/**
 * A new profile's slug is random (six hex digits after the name), so two
 * people of one name can draw the same one: the insert then draws again
 * instead of failing the sign-up (a 23505 that once failed the teams access
 * matrix, which makes many "Matrix Coach" profiles).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { profiles } from '#server/db/schema/auth.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableCounts } from '#server/test/test-users.ts';
import { insertUserProfile } from './create-user-profile.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function account(name: string) {
  const id = randomUUID();
  await t.database.db.insert(profiles).values({ id, email: `${id}@example.com`, fullName: name });
  return { userId: id, displayName: name, email: `${id}@example.com` };
}

/** Hands out the given slugs in turn, counting the draws. */
function slugs(...list: string[]) {
  const drawn: string[] = [];
  return { drawn, next: () => (drawn.push(list[drawn.length]!), list[drawn.length - 1]!) };
}

it('draws another slug when the first is taken, inside a transaction too', async () => {
  await insertUserProfile(t.database.db, await account('Sam Same'), () => 'sam-same-aaaaaa');
  const second = await account('Sam Same');
  const draws = slugs('sam-same-aaaaaa', 'sam-same-bbbbbb');
  const row = await t.database.db.transaction(async (tx) => insertUserProfile(tx, second, draws.next));
  expect(draws.drawn).toEqual(['sam-same-aaaaaa', 'sam-same-bbbbbb']);
  expect(row).toMatchObject({ userId: second.userId, slug: 'sam-same-bbbbbb', displayName: 'Sam Same' });
  const [stored] = await t.database.db.select({ slug: userProfiles.slug }).from(userProfiles).where(eq(userProfiles.userId, second.userId));
  expect(stored).toEqual({ slug: 'sam-same-bbbbbb' });
});

it('gives up after five taken slugs and writes nothing', async () => {
  await insertUserProfile(t.database.db, await account('Taken Name'), () => 'taken-name-cccccc');
  const third = await account('Taken Name');
  const before = await tableCounts(t.database.db);
  const draws = slugs(...Array.from({ length: 6 }, () => 'taken-name-cccccc'));
  await expect(insertUserProfile(t.database.db, third, draws.next)).rejects.toThrow('No free profile slug for "Taken Name" after 5 attempts');
  expect(draws.drawn).toHaveLength(5);
  expect(await tableCounts(t.database.db)).toEqual(before);
});

it('still refuses a second profile for the same account (only a taken slug is skipped)', async () => {
  const person = await account('Once Only');
  await insertUserProfile(t.database.db, person);
  await expect(insertUserProfile(t.database.db, person)).rejects.toThrow();
});

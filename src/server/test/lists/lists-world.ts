/**
 * The start of the My Lists tests (lists.api.test.ts,
 * list-entries.api.test.ts): a test app, a list owner, and a published
 * player, Ace Public, with a Valorant game profile.
 */
import type { Database } from '#server/db/client.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { addGameProfile, publishProfile } from '#server/test/profiles/player-test-data.ts';
import { insertUser } from '#server/test/teams/team-test-data.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';

/** A published player named `name` at `slug` (class of 2027, Texas, an avatar). */
export async function publicPlayerNamed(db: Database, name: string, slug: string) {
  const user = await insertUser(db, name);
  await publishProfile(db, user.id, { slug, displayName: name, gradYear: 2027, state: 'TX', avatarUrl: 'https://example.com/a.png' });
  return { id: user.id, slug };
}

export async function openListsWorld(): Promise<{ t: TestApp; owner: TestUser; publicPlayer: { id: string; slug: string } }> {
  const t = await createTestApp();
  const owner = await signUpUser(t.app);
  const publicPlayer = await publicPlayerNamed(t.app.ctx.db, 'Ace Public', 'ace-public');
  await addGameProfile(t.app.ctx.db, publicPlayer.id, 'valorant', 'Diamond 2', { position: 0 });
  return { t, owner, publicPlayer };
}

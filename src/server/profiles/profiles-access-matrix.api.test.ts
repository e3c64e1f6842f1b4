/** Runs the profiles access matrix (profiles.matrix.ts) on one app and the standard cast of callers (matrix-cast.ts). */
import { afterAll, beforeAll } from 'vitest';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { openMatrixCast, type MatrixCast } from '#server/test/matrix-cast.ts';
import { profilesAccessMatrix, type ProfilesFixture } from '../test/profiles/profiles.matrix.ts';
import { publishProfile, setProfile } from '../test/profiles/player-test-data.ts';

let cast: MatrixCast;
let fixture: ProfilesFixture;

beforeAll(async () => {
  cast = await openMatrixCast();
  const { db } = cast.t.app.ctx;
  // Profiles of callers no setup cell saves, so their slugs stay.
  await publishProfile(db, cast.users.team_member.id, { slug: 'matrix-public-card' });
  await setProfile(db, cast.users.team_owner.id, { slug: 'matrix-private-card', visibility: 'private', isPublished: true, publishedAt: new Date() });
  fixture = { publicSlug: 'matrix-public-card', privateSlug: 'matrix-private-card' };
});
afterAll(async () => cast.t.close());

describeAccessMatrix(profilesAccessMatrix, {
  app: () => cast.t.app,
  cookie: (caller) => (caller === 'anonymous' ? undefined : cast.users[caller].cookie),
  fixture: () => fixture,
});

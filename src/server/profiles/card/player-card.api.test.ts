/**
 * The player card and its share image (issue 11.4, docs/decisions/022):
 * who sees which card (the access matrix of decision 019), what a minor's
 * card shows on a public surface, the PNG and its caching, statements.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_CARD_TEXTS, type PlayerCard } from '#shared/contracts/player-card.ts';
import { shareImageAccess } from '../profiles-policies.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { insertMember, insertTeam, statementCountingApp } from '#server/test/teams/team-test-data.ts';
import { loadPlayerCard } from './load-player-card.ts';
import { birthDateForAge } from '../../seed/birth-date-for-age.ts';
import {
  addGameProfile,
  addHighlight,
  linkActiveGuardian,
  publishProfile,
  setProfile,
} from '../../test/profiles/player-test-data.ts';

type ProfileKind = 'adultPublic' | 'adultRecruiters' | 'adultUnpublished' | 'minorPublic' | 'minorUnapproved';
type Viewer = 'anonymous' | 'stranger' | 'player' | 'guardian' | 'otherGuardian' | 'recruiter' | 'teamManager' | 'otherTeamManager' | 'admin';

let t: TestApp;
const players = {} as Record<ProfileKind, TestUser & { slug: string }>;
const viewers = {} as Record<Exclude<Viewer, 'anonymous' | 'player'>, TestUser>;

/** The minor's two games, team and highlight: never on a public surface. */
const SECRET_TEAM = 'Lakeside Hawks Varsity';
const SECRET_HIGHLIGHT = 'Clutch 1v4 at regionals';

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.ctx;
  const kinds: ProfileKind[] = ['adultPublic', 'adultRecruiters', 'adultUnpublished', 'minorPublic', 'minorUnapproved'];
  for (const kind of kinds) {
    const user = await signUpUser(t.app, { displayName: `Card ${kind}` });
    const slug = `card-${kind.toLowerCase()}`;
    players[kind] = { ...user, slug };
    const columns = { slug, displayName: `Card ${kind}`, lastName: 'Secretlast', gradYear: 2027, state: 'TX' as const, schoolName: 'Secret High' };
    if (kind === 'adultPublic') await publishProfile(db, user.id, columns);
    if (kind === 'adultRecruiters') await publishProfile(db, user.id, { ...columns, visibility: 'recruiters_only' });
    if (kind === 'adultUnpublished') await setProfile(db, user.id, { ...columns, visibility: 'public' });
    if (kind === 'minorPublic') await publishProfile(db, user.id, { ...columns, birthDate: birthDateForAge(15), guardianApprovedVisibility: 'public' });
    if (kind === 'minorUnapproved') await publishProfile(db, user.id, { ...columns, birthDate: birthDateForAge(15) });
    await addGameProfile(db, user.id, 'valorant', 'Diamond 2', { primaryRole: 'Duelist', position: 0 });
    await addGameProfile(db, user.id, 'rocket-league', 'Champion I', { primaryRole: 'Striker', position: 1 });
    await addGameProfile(db, user.id, 'overwatch', 'Gold 3', { primaryRole: 'Tank', position: 2 });
    await addHighlight(db, user.id, SECRET_HIGHLIGHT, 'https://www.youtube.com/watch?v=abc123', 0);
    await addHighlight(db, user.id, 'Second clip', 'https://www.youtube.com/watch?v=def456', 1);
  }
  viewers.stranger = await signUpUser(t.app);
  viewers.guardian = await signUpWithRoles(t.app, ['family_parent']);
  viewers.otherGuardian = await signUpWithRoles(t.app, ['family_parent']);
  viewers.recruiter = await signUpWithRoles(t.app, ['programs_college_staff']);
  viewers.teamManager = await signUpUser(t.app);
  viewers.otherTeamManager = await signUpUser(t.app);
  viewers.admin = await signUpWithRoles(t.app, ['yes_admin']);
  const otherMinor = await signUpUser(t.app);
  await linkActiveGuardian(db, otherMinor.id, viewers.otherGuardian.id, viewers.otherGuardian.email);
  const team = await insertTeam(db, viewers.teamManager.id, { name: SECRET_TEAM });
  const otherTeam = await insertTeam(db, viewers.otherTeamManager.id, { name: 'Other Team' });
  await insertMember(db, otherTeam.id, otherMinor.id);
  for (const kind of Object.keys(players) as ProfileKind[]) {
    await linkActiveGuardian(db, players[kind].id, viewers.guardian.id, viewers.guardian.email);
    await insertMember(db, team.id, players[kind].id);
  }
});
afterAll(async () => {
  await t?.close();
});

function cookieOf(viewer: Viewer, kind: ProfileKind): string | undefined {
  if (viewer === 'anonymous') return undefined;
  return viewer === 'player' ? players[kind].cookie : viewers[viewer].cookie;
}

function getCard(slug: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url: `/api/players/${slug}/card`, headers: cookie ? { cookie } : {} });
}

const NOT_FOUND_BODY = { error: { code: 'not_found', message: PLAYER_CARD_TEXTS.notFound } };

// full: the whole card; limited: a minor's public fields; 404: like a missing player.
const MATRIX: Record<ProfileKind, Record<Viewer, 'full' | 'limited' | 404>> = {
  adultPublic: {
    anonymous: 'full', stranger: 'full', player: 'full', guardian: 'full', otherGuardian: 'full',
    recruiter: 'full', teamManager: 'full', otherTeamManager: 'full', admin: 'full',
  },
  adultRecruiters: {
    anonymous: 404, stranger: 404, player: 'full', guardian: 'full', otherGuardian: 404,
    recruiter: 'full', teamManager: 'full', otherTeamManager: 404, admin: 'full',
  },
  adultUnpublished: {
    anonymous: 404, stranger: 404, player: 'full', guardian: 'full', otherGuardian: 404,
    recruiter: 404, teamManager: 404, otherTeamManager: 404, admin: 'full',
  },
  minorPublic: {
    anonymous: 'limited', stranger: 'limited', player: 'full', guardian: 'full', otherGuardian: 'limited',
    recruiter: 'full', teamManager: 'full', otherTeamManager: 'limited', admin: 'full',
  },
  minorUnapproved: {
    anonymous: 404, stranger: 404, player: 'full', guardian: 'full', otherGuardian: 404,
    recruiter: 404, teamManager: 404, otherTeamManager: 404, admin: 'full',
  },
};

const rows = Object.entries(MATRIX).flatMap(([kind, byViewer]) =>
  Object.entries(byViewer).map(([viewer, expected]) => [kind as ProfileKind, viewer as Viewer, expected] as const),
);

describe('GET /api/players/:slug/card: access matrix (decision 019)', () => {
  it.each(rows)('%s seen by %s → %s', async (kind, viewer, expected) => {
    const response = await getCard(players[kind].slug, cookieOf(viewer, kind));
    if (expected === 404) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND_BODY);
      return;
    }
    expect(response.statusCode).toBe(200);
    const card = response.json<PlayerCard>();
    expect(card).toMatchObject({ slug: players[kind].slug, displayName: `Card ${kind}`, gradYear: 2027, state: 'TX' });
    expect(card.limited).toBe(expected === 'limited');
    if (expected === 'full') {
      expect(card.games.map((game) => game.titleSlug)).toEqual(['valorant', 'rocket-league']);
      expect(card.team).toEqual({ name: SECRET_TEAM });
      expect(card.highlight?.title).toBe(SECRET_HIGHLIGHT);
    }
  });

  it('answers an unknown slug with the same 404', async () => {
    const response = await getCard('no-such-player');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND_BODY);
  });

  it('refuses a slug that is too long with a 400', async () => {
    const response = await getCard('x'.repeat(81));
    expect(response.statusCode).toBe(400);
  });
});

describe('the card data', () => {
  it('shows the first two games in the player order with rank and primary role, the team and the first highlight', async () => {
    const card = (await getCard(players.adultPublic.slug)).json<PlayerCard>();
    expect(card).toEqual({
      slug: players.adultPublic.slug,
      displayName: 'Card adultPublic',
      gradYear: 2027,
      state: 'TX',
      limited: false,
      games: [
        { titleSlug: 'valorant', titleName: 'Valorant', rank: 'Diamond 2', primaryRole: 'Duelist' },
        { titleSlug: 'rocket-league', titleName: 'Rocket League', rank: 'Champion I', primaryRole: 'Striker' },
      ],
      team: { name: SECRET_TEAM },
      highlight: { title: SECRET_HIGHLIGHT, url: 'https://www.youtube.com/watch?v=abc123' },
      imagePath: `/api/players/${players.adultPublic.slug}/card.png`,
    });
  });

  it('gives a minor on a public surface display name, class year and state only (never last name, school, games, team, highlight)', async () => {
    const response = await getCard(players.minorPublic.slug);
    expect(response.json()).toEqual({
      slug: players.minorPublic.slug,
      displayName: 'Card minorPublic',
      gradYear: 2027,
      state: 'TX',
      limited: true,
      games: [],
      team: null,
      highlight: null,
      imagePath: `/api/players/${players.minorPublic.slug}/card.png`,
    });
    for (const secret of ['Secretlast', 'Secret High', SECRET_TEAM, SECRET_HIGHLIGHT, 'Valorant']) expect(response.body).not.toContain(secret);
  });

  it('links the share image only when the profile is public', async () => {
    const card = (await getCard(players.adultRecruiters.slug, viewers.recruiter.cookie)).json<PlayerCard>();
    expect(card.imagePath).toBeNull();
  });

  it('makes the share image from the signed-out card: a minor image gets the limited data whoever asks', async () => {
    const card = await loadPlayerCard(t.app.ctx.db, players.minorPublic.slug, shareImageAccess('p'));
    expect(card).toMatchObject({ limited: true, games: [], team: null, highlight: null });
  });
});

function pngSize(png: Buffer) {
  // The IHDR chunk follows the 8-byte signature and its own 8-byte header: width, height.
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('GET /api/players/:slug/card.png', () => {
  it('renders a 1200x630 PNG of a public profile, cacheable, with an ETag', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/players/${players.adultPublic.slug}/card.png` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const png = response.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.etag).toMatch(/^"card-[\w-]+"$/);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 304 to the same ETag and a new image once the card changes', async () => {
    const url = `/api/players/${players.adultPublic.slug}/card.png`;
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    await setProfile(t.app.ctx.db, players.adultPublic.id, { gradYear: 2028 });
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await setProfile(t.app.ctx.db, players.adultPublic.id, { gradYear: 2027 });
  });

  it('renders a public minor (from the limited card)', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/players/${players.minorPublic.slug}/card.png` });
    expect(response.statusCode).toBe(200);
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it.each(['adultRecruiters', 'adultUnpublished', 'minorUnapproved'] as const)(
    'answers 404 for %s, even to the player, a recruiter and an admin',
    async (kind) => {
      for (const cookie of [undefined, players[kind].cookie, viewers.recruiter.cookie, viewers.admin.cookie]) {
        const response = await t.app.inject({ method: 'GET', url: `/api/players/${players[kind].slug}/card.png`, headers: cookie ? { cookie } : {} });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND_BODY);
      }
    },
  );
});

describe('statements', () => {
  it("reads the card in one statement (plus the viewer's session when signed in), the image in one", async () => {
    const counting = await statementCountingApp(t);
    try {
      const image = await counting.count({ method: 'GET', url: `/api/players/${players.adultPublic.slug}/card.png` });
      expect(image.response.statusCode).toBe(200);
      expect(image.statements).toHaveLength(1);
      const anonymous = await counting.count({ method: 'GET', url: `/api/players/${players.adultPublic.slug}/card` });
      expect(anonymous.statements).toHaveLength(1);
      const cookie = await counting.signIn(viewers.recruiter.email);
      const signedIn = await counting.count({ method: 'GET', url: `/api/players/${players.adultPublic.slug}/card`, headers: { cookie } });
      expect(signedIn.response.statusCode).toBe(200);
      // The rest is the viewer's session and roles (current-user.ts), the same for every route.
      expect(signedIn.statements.filter((statement) => statement.includes('from user_profiles p'))).toHaveLength(1);
      expect(signedIn.statements.length).toBeLessThanOrEqual(4);
    } finally {
      await counting.close();
    }
  });
});

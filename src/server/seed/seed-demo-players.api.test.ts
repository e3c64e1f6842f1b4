/**
 * The sample players the demo seed writes (issue 11.9, docs/decisions/026), split from seed-demo-data.api.test.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CollegeMatchResponse } from '#shared/contracts/match.ts';
import type { FindTeamsResponse } from '#shared/contracts/matchmaking.ts';
import type { SavedSearchesResponse } from '#shared/contracts/saved-searches.ts';
import { GAME_CATALOG, gameBySlug } from '#shared/recruiting/game-catalog.ts';
import { ACADEMICS_VISIBILITIES, GPA_SCALES, RECRUITING_STATUSES } from '#shared/value-sets.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerMatchPreferences } from '#server/db/schema/match.ts';
import {
  isLiveSql,
  isMinorSql,
  publicProfileVisibleSql,
  recruiterProfileVisibleSql,
} from '#server/visibility/profile-visibility-sql.ts';
import { rowsOf } from '#server/db/sql.ts';
import { activePlayerCount } from '#server/teams/team-sql.ts';
import { filtersQuery } from '#server/test/saved-searches/saved-searches-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { cookieHeader } from '#server/test/session-cookies.ts';
import { DEMO_COLLEGE_ID, DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_MATCHMAKING_POST, DEMO_MATCHMAKING_TEAM } from './seed-demo-matchmaking.ts';
import { DEMO_SAVED_SEARCH_NAMES } from './seed-demo-saved-searches.ts';
import { DEMO_BIO_PREFIX, DEMO_PLAYERS } from './demo-players.ts';
import { DEMO_PRACTICE_WEEKS } from './demo-team-records.ts';
import { seedDemoData } from './seed-demo-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// Team members the sample data adds (demo-players.ts): the demo player and the college roster, the high-school roster.
const collegeMembers = 1 + DEMO_PLAYERS.filter((player) => player.roster?.team === 'college').length;
const highSchoolMembers = DEMO_PLAYERS.filter((player) => player.roster?.team === 'high_school').length;
describe('sample players (issue 11.9, docs/decisions/026)', () => {
  beforeAll(async () => {
    await seedDemoData(t.app.ctx); // seeded by the block above when run in order; a no-op then
  });

  const query = <T>(text: SQL) => rowsOf<T>(t.database.db, text);
  const sampleUsers = sql`select user_id from user_roles where role = 'recruit_player'`;

  it('seeds 40+ sample players with game profiles in each of the six titles, at tiers of that title ladder', async () => {
    expect(DEMO_PLAYERS.length).toBeGreaterThanOrEqual(40);
    const perTitle = await query<{ slug: string; n: number }>(sql`
      select t.slug, count(*)::int as n from player_game_profiles g join esports_titles t on t.id = g.esports_title_id
      group by t.slug order by t.slug`);
    expect(perTitle.map((row) => row.slug)).toEqual([...GAME_CATALOG.map((game) => game.slug)].sort());
    for (const row of perTitle) expect(row.n, row.slug).toBeGreaterThanOrEqual(5);

    // Both ranks are tiers of the game profile's own title, and the peak is never below the current rank.
    const ranks = await query<{ ok: boolean; slug: string; role: string; region: string }>(sql`
      select (cur.esports_title_id = g.esports_title_id and peak.esports_title_id = g.esports_title_id
              and peak.ordinal >= cur.ordinal) as ok,
             t.slug, g.primary_role as role, g.region
      from player_game_profiles g
      join esports_titles t on t.id = g.esports_title_id
      join rank_tiers cur on cur.id = g.current_tier_id
      join rank_tiers peak on peak.id = g.peak_tier_id`);
    const [{ n: gameProfiles } = { n: -1 }] = await query<{ n: number }>(sql`select count(*)::int as n from player_game_profiles`);
    expect(ranks).toHaveLength(gameProfiles); // none without a rank
    for (const rank of ranks) {
      expect(rank.ok).toBe(true);
      const game = gameBySlug(rank.slug)!;
      expect(game.roles).toContain(rank.role);
      expect(game.regions).toContain(rank.region);
    }
  });

  it('spreads class years over five years, states, GPA scales, SAT/ACT, academics visibility and recruiting statuses', async () => {
    const [spread] = await query<{
      classes: number;
      states: number;
      scales: string[];
      sat: number;
      act: number;
      academics: string[];
      statuses: string[];
      college: number;
    }>(sql`
      select count(distinct grad_year) filter (where school_type = 'high_school')::int as classes,
             count(distinct state)::int as states,
             array_agg(distinct gpa_scale) filter (where gpa_scale is not null) as scales,
             count(*) filter (where sat_score is not null)::int as sat,
             count(*) filter (where act_score is not null)::int as act,
             array_agg(distinct academics_visibility) as academics,
             array_agg(distinct recruiting_status) as statuses,
             count(*) filter (where school_type = 'college')::int as college
      from user_profiles where user_id in (${sampleUsers})`);
    expect(spread!.classes).toBeGreaterThanOrEqual(5);
    expect(spread!.states).toBeGreaterThanOrEqual(20);
    expect(spread!.scales.sort()).toEqual([...GPA_SCALES].sort());
    expect(spread!.sat).toBeGreaterThan(0);
    expect(spread!.act).toBeGreaterThan(0);
    expect(spread!.academics.sort()).toEqual([...ACADEMICS_VISIBILITIES].sort());
    expect(spread!.statuses.sort()).toEqual([...RECRUITING_STATUSES].sort());
    expect(spread!.college).toBeGreaterThanOrEqual(5);
  });

  it('labels every sample as demo data, with placeholder clip links and set-up profiles', async () => {
    const rows = await query<{ bio: string; completion: number; setup: boolean; email: string }>(sql`
      select p.bio, p.completion_percent as completion, p.setup_completed_at is not null as setup, a.email
      from user_profiles p join profiles a on a.id = p.user_id where p.user_id in (${sampleUsers})`);
    expect(rows).toHaveLength(DEMO_PLAYERS.length + 1);
    for (const row of rows) {
      expect(row.bio, row.email).toMatch(new RegExp(`^${DEMO_BIO_PREFIX.replace(/\./g, '\\.')}`));
      expect(row.setup).toBe(true);
      expect([80, 100]).toContain(row.completion);
    }
    const urls = await query<{ url: string; title: string }>(sql`select url, title from player_highlights`);
    expect(urls.length).toBeGreaterThanOrEqual(40);
    for (const row of urls) {
      expect(row.url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=DEMO\d{7}$/);
      expect(row.title).toMatch(/\(demo clip\)$/);
    }
    expect(new Set(urls.map((row) => row.url)).size).toBe(urls.length);
  });

  it('shows at least 20 public adults to everyone, more to recruiters, and hides drafts and private profiles', async () => {
    const [counts] = await query<{ publicAdults: number; publicMinors: number; recruiters: number; all: number }>(sql`
      select count(*) filter (where ${publicProfileVisibleSql('p')} and not ${isMinorSql('p')})::int as "publicAdults",
             count(*) filter (where ${publicProfileVisibleSql('p')} and ${isMinorSql('p')})::int as "publicMinors",
             count(*) filter (where ${recruiterProfileVisibleSql('p')})::int as recruiters,
             count(*)::int as all
      from user_profiles p where p.user_id in (${sampleUsers})`);
    expect(counts!.publicAdults).toBeGreaterThanOrEqual(20);
    expect(counts!.publicMinors).toBeGreaterThanOrEqual(1);
    expect(counts!.recruiters).toBeGreaterThan(counts!.publicAdults + counts!.publicMinors);
    expect(counts!.all).toBeGreaterThan(counts!.recruiters);

  });

  it('gives every minor a guardian link, and keeps unapproved minors out of every audience', async () => {
    const minors = await query<{ key: string; live: boolean; approved: string | null; links: number; guardianEmail: string | null; displayName: string; lastName: string }>(sql`
      select p.slug as key, ${isLiveSql('p')} as live, p.guardian_approved_visibility as approved, p.guardian_email as "guardianEmail",
             p.display_name as "displayName", p.last_name as "lastName",
             (select count(*)::int from guardian_links gl where gl.player_user_id = p.user_id) as links
      from user_profiles p where ${isMinorSql('p')}`);
    expect(minors.map((row) => row.key).sort()).toEqual(DEMO_PLAYERS.filter((player) => player.age < 18).map((player) => player.key).sort());
    for (const minor of minors) {
      expect(minor.links, minor.key).toBe(1);
      expect(minor.guardianEmail).toBeTruthy();
      expect(minor.displayName).not.toContain(minor.lastName); // first name and initial only
      expect(minor.live, minor.key).toBe(minor.approved !== null);
    }
    expect(minors.filter((row) => row.live).length).toBeGreaterThanOrEqual(8);
    expect(minors.filter((row) => !row.live).length).toBeGreaterThanOrEqual(3);
  });

  it('links guardian@demo.test actively to one approved and one pending minor, with the consent log of each', async () => {
    const links = await query<{ slug: string; status: string; approved: string | null; published: boolean; kinds: string[] }>(sql`
      select p.slug, gl.status, p.guardian_approved_visibility as approved, p.is_published as published,
             array(select ce.kind from consent_events ce where ce.guardian_link_id = gl.id order by ce.created_at, ce.seq) as kinds
      from guardian_links gl
      join profiles g on g.id = gl.guardian_user_id
      join user_profiles p on p.user_id = gl.player_user_id
      where g.email = 'guardian@demo.test' order by p.slug`);
    expect(links).toEqual([
      { slug: 'nicov', status: 'active', approved: null, published: true, kinds: ['guardian_invited', 'guardian_accepted', 'publishing_requested'] },
      {
        slug: 'vantacrest',
        status: 'active',
        approved: 'recruiters_only',
        published: true,
        kinds: ['guardian_invited', 'guardian_accepted', 'publishing_requested', 'publishing_granted'],
      },
    ]);
    const [parent] = await query<{ approved: string; granted: unknown }>(sql`
      select p.guardian_approved_visibility as approved,
             (select ce.detail from consent_events ce where ce.guardian_link_id = gl.id and ce.kind = 'publishing_granted') as granted
      from guardian_links gl join profiles g on g.id = gl.guardian_user_id join user_profiles p on p.user_id = gl.player_user_id
      where g.email = 'parent@demo.test'`);
    expect(parent).toEqual({ approved: 'public', granted: { visibility: 'public' } });

    // Invited guardians have no account yet and one "guardian_invited" event; every active link has an accepted one.
    const [log] = await query<{ invitedWithout: number; activeWithout: number }>(sql`
      select count(*) filter (where gl.status = 'invited' and (gl.guardian_user_id is not null or
               (select array_agg(ce.kind) from consent_events ce where ce.guardian_link_id = gl.id) <> array['guardian_invited']))::int as "invitedWithout",
             count(*) filter (where gl.status = 'active' and not exists (select 1 from consent_events ce
               where ce.guardian_link_id = gl.id and ce.kind = 'guardian_accepted'))::int as "activeWithout"
      from guardian_links gl`);
    expect(log).toEqual({ invitedWithout: 0, activeWithout: 0 });
  });

  it('puts players on rosters only through accepted invitations, within each team roster size', async () => {
    const [check] = await query<{ without: number; over: number }>(sql`
      select (select count(*)::int from team_members m where not exists (
                select 1 from team_invitations i where i.team_id = m.team_id and i.invitee_user_id = m.user_id
                  and i.status = 'accepted' and i.game_profile_id is not distinct from m.game_profile_id and i.role = m.role)) as without,
             (select count(*)::int from teams tm where ${activePlayerCount(sql.raw('tm.id'))} > tm.max_roster_size) as over`);
    expect(check).toEqual({ without: 0, over: 0 });
  });

  it('gives the team record content: past practices within 90 days with attendance, placements and achievements', async () => {
    const [record] = await query<{ outside: number; past: number; rate: number; placements: number; achievements: number }>(sql`
      select count(*) filter (where pr.scheduled_at < now() - interval '90 days')::int as outside,
             count(*) filter (where pr.scheduled_at < now())::int as past,
             round(avg(case when a.status = 'attending' then 1 else 0 end) filter (where pr.scheduled_at < now()), 2)::float as rate,
             (select count(*)::int from team_tournaments where placement is not null and status = 'completed') as placements,
             (select count(*)::int from team_achievements) as achievements
      from team_practice_attendance a join team_practices pr on pr.id = a.practice_id`);
    expect(record!.outside).toBe(0);
    expect(record!.past).toBe(DEMO_PRACTICE_WEEKS * (collegeMembers + highSchoolMembers));
    expect(record!.rate).toBeGreaterThan(0.6);
    expect(record!.rate).toBeLessThan(1);
    expect(record!.placements).toBe(4);
    expect(record!.achievements).toBe(4);
  });

  it('makes player@demo.test a complete, published profile on the demo college team', async () => {
    const [parker] = await query<{ slug: string; live: boolean; completion: number; games: number; highlights: number; gpa: string; teams: number }>(sql`
      select p.slug, ${publicProfileVisibleSql('p')} as live, p.completion_percent as completion, p.gpa::text as gpa,
             (select count(*)::int from player_game_profiles g where g.user_id = p.user_id) as games,
             (select count(*)::int from player_highlights h where h.user_id = p.user_id) as highlights,
             (select count(distinct m.team_id)::int from team_members m where m.user_id = p.user_id) as teams
      from user_profiles p join profiles a on a.id = p.user_id where a.email = 'player@demo.test'`);
    expect(parker).toEqual({ slug: 'parker-player', live: true, completion: 100, games: 2, highlights: 3, gpa: '3.45', teams: 1 });
  });

  it('gives player@demo.test college preferences (demo data only), so the demo college pages show a full match', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'player@demo.test', password: DEMO_PASSWORD } });
    const cookie = cookieHeader(signIn.headers['set-cookie']);
    const preferences = await t.app.inject({ method: 'GET', url: '/api/profile/match-preferences', headers: { cookie } });
    expect(preferences.json()).toMatchObject({ preferences: { states: ['IL', 'OH'], homeZip: '60601', maxDistanceMiles: 400, needsScholarship: true } });
    const match = await t.app.inject({ method: 'GET', url: '/api/colleges/demo-university/match', headers: { cookie } });
    const body = match.json() as CollegeMatchResponse;
    expect(body).toMatchObject({ eligibility: 'player', hasPreferences: true });
    expect(body.programs.length).toBeGreaterThan(0);
    // Location, cost and level rest on the stored preferences: the Valorant tab's match is known throughout.
    const [valorant] = await query<{ id: string }>(
      sql`select p.id from college_programs p join esports_titles t on t.id = p.esports_title_id where p.college_id = ${DEMO_COLLEGE_ID} and t.slug = 'valorant'`,
    );
    const valorantMatch = body.programs.find((program) => program.programId === valorant!.id)!.match;
    expect(valorantMatch.confidence.unknown).not.toContain('location');
    expect(valorantMatch.confidence.unknown).not.toContain('cost');
    expect(valorantMatch.confidence.unknown).not.toContain('level');
    // No other account gets preferences from the seed.
    expect(await t.database.db.$count(playerMatchPreferences)).toBe(1);
  });

  it('gives player@demo.test a recruiting post to find and apply to in matchmaking (docs/decisions/047)', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'player@demo.test', password: DEMO_PASSWORD } });
    const cookie = cookieHeader(signIn.headers['set-cookie']);
    const response = await t.app.inject({ method: 'GET', url: '/api/matchmaking/teams', headers: { cookie } });
    const body = response.json() as FindTeamsResponse;
    expect(body.eligibility).toBe('player');
    expect(body.items[0]).toMatchObject({ post: { title: DEMO_MATCHMAKING_POST.title }, team: { name: DEMO_MATCHMAKING_TEAM.name }, applied: false });
    expect(body.items[0]!.match.score).toBeGreaterThanOrEqual(85);
  });

  it('gives coach@demo.test two saved searches on /players that run, counted for Demo University (on College Pro: no limit) (docs/decisions/051)', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'coach@demo.test', password: DEMO_PASSWORD } });
    const cookie = cookieHeader(signIn.headers['set-cookie']);
    const response = await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: { cookie } });
    const body = response.json() as SavedSearchesResponse;
    expect(body.searches.map((search) => search.name)).toEqual([...DEMO_SAVED_SEARCH_NAMES]);
    expect(body.usage).toMatchObject({ college: { id: DEMO_COLLEGE_ID, plan: 'pro' }, used: 2, max: null });
    for (const search of body.searches) {
      const run = await t.app.inject({ method: 'GET', url: `/api/players?${filtersQuery(search.filters)}`, headers: { cookie } });
      expect(run.statusCode, run.body).toBe(200);
    }
  });

  it('lets the guardian account sign in', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'guardian@demo.test', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader(signIn.headers['set-cookie']) } });
    expect(me.json().roles).toEqual([{ role: 'family_guardian', collegeId: null }]);
  });
});

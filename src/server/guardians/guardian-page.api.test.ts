/**
 * The guardian page and the player's rights (issue 11.5; docs/decisions/
 * 021): pending approvals, approve with a choice, revoke (unpublished at
 * once), the consent log newest first, export as a JSON attachment, and a
 * deletion request that hides the profile at once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedPlayersResponseSchema } from '#shared/contracts/guardians.ts';
import { playerMatchPreferences } from '#server/db/schema/match.ts';
import { asUser, makeMinor, newConversation, sendMessage } from '#server/test/messaging/messaging-test-data.ts';
import {
  addGameProfile,
  addHighlight,
  linkActiveGuardian,
  setProfile,
} from '#server/test/profiles/player-test-data.ts';
import { recruiterProfileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';
import { rowsOf } from '#server/db/sql.ts';
import { insertMember, insertTeam, statementCountingApp } from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { collegesWithPrograms, insertOutcome, insertPipelineEntry } from '#server/test/short-links/recruiting-test-data.ts';

let t: TestApp;
let minor: TestUser;
let guardian: TestUser;
let coach: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  minor = await signUpUser(t.app, { displayName: 'Riley Minor' });
  await makeMinor(db, minor.id, 16);
  guardian = await signUpUser(t.app, { displayName: 'Parent Riley' });
  await linkActiveGuardian(db, minor.id, guardian.id, guardian.email);
  coach = await signUpUser(t.app, { displayName: 'Coach Casey' });
  const team = await insertTeam(db, coach.id, { name: 'Riley Team' });
  await insertMember(db, team.id, minor.id);
});
afterAll(async () => t.close());

const overview = async () =>
  guardedPlayersResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/guardian/players', headers: asUser(guardian) })).json()).players;
const profileState = async () =>
  (
    await rowsOf<{ isPublished: boolean; visibility: string; approved: string | null; live: boolean }>(
      t.database.db,
      sql`select is_published as "isPublished", visibility, guardian_approved_visibility as approved, ${recruiterProfileVisibleSql('up')} as live
        from user_profiles up where user_id = ${minor.id}`,
    )
  )[0]!;

describe('approving and revoking', () => {
  it('a minor who finished setup is pending; approval publishes with the chosen audience and logs the choice', async () => {
    expect((await overview())[0]).toMatchObject({ userId: minor.id, isPendingApproval: false, isPublished: false });
    await setProfile(t.database.db, minor.id, { setupCompletedAt: new Date() });
    expect((await overview())[0]).toMatchObject({ isPendingApproval: true, approvedVisibility: null });

    const bad = await t.app.inject({ method: 'PUT', url: `/api/guardian/players/${minor.id}/approval`, headers: asUser(guardian), payload: { visibility: 'private' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('visibility');
    expect((await profileState()).isPublished).toBe(false);

    const ok = await t.app.inject({ method: 'PUT', url: `/api/guardian/players/${minor.id}/approval`, headers: asUser(guardian), payload: { visibility: 'recruiters_only' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await profileState()).toEqual({ isPublished: true, visibility: 'recruiters_only', approved: 'recruiters_only', live: true });
    const [player] = await overview();
    expect(player).toMatchObject({ isPendingApproval: false, approvedVisibility: 'recruiters_only' });
    expect(player!.consentLog[0]).toMatchObject({ kind: 'publishing_granted', actorName: 'Parent Riley', detail: { visibility: 'recruiters_only' } });
  });

  it('revoking clears the approval and unpublishes in one step; the log lists newest first', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: `/api/guardian/players/${minor.id}/approval`, headers: asUser(guardian) });
    expect(response.statusCode).toBe(200);
    expect(await profileState()).toMatchObject({ isPublished: false, approved: null, live: false });
    expect((await overview())[0]!.consentLog.map((e) => e.kind)).toEqual(['publishing_revoked', 'publishing_granted']);
  });
});

describe('statements', () => {
  it('the guardian page reads every player with their consent logs in one statement (plus the session lookup)', async () => {
    const sibling = await signUpUser(t.app, { displayName: 'Riley Sibling' });
    await makeMinor(t.database.db, sibling.id, 14);
    await linkActiveGuardian(t.database.db, sibling.id, guardian.id, guardian.email);
    const counting = await statementCountingApp(t);
    try {
      const cookie = await counting.signIn(guardian.email);
      const { response, statements } = await counting.count({ method: 'GET', url: '/api/guardian/players', headers: { cookie } });
      expect(guardedPlayersResponseSchema.parse(response.json()).players).toHaveLength(2);
      expect(statements.filter((statement) => statement.includes('consent_events'))).toHaveLength(1);
      expect(statements.length).toBeLessThanOrEqual(4);
    } finally {
      await counting.close();
    }
  });
});

describe('export and deletion', () => {
  it('the guardian downloads the player data as a JSON attachment, with only the player’s own messages', async () => {
    await addGameProfile(t.database.db, minor.id, 'valorant', 'Diamond 2', { primaryRole: 'duelist' });
    await addHighlight(t.database.db, minor.id, 'Ace on Ascent', 'https://www.youtube.com/watch?v=abc123');
    await t.database.db.insert(playerMatchPreferences).values({ userId: minor.id, states: ['OK'], budgetPerYear: 9000 });
    const conversation = await newConversation(t.app, coach, 'dm', [minor]);
    await sendMessage(t.app, coach, conversation.id, 'a coach private note');
    await sendMessage(t.app, minor, conversation.id, 'my own reply');
    const [program] = await collegesWithPrograms(t.database.db, 1, 40);
    await insertOutcome(t.database.db, { playerUserId: minor.id, collegeId: program!.collegeId, programId: program!.id });
    await t.database.db.execute(sql`insert into college_board_items (player_user_id, program_id, bucket, note) values (${minor.id}, ${program!.id}, 'fit', 'Close to home')`);
    const entryId = await insertPipelineEntry(t.database.db, { programId: program!.id, playerUserId: minor.id });
    await t.database.db.execute(sql`insert into pipeline_notes (entry_id, body) values (${entryId}, 'staff-only note')`);
    await t.database.db.execute(sql`insert into points_ledger (user_id, rule, source_type, source_id, points) values (${minor.id}, 'profile_bio', 'account', ${minor.id}, 10)`);
    await t.database.db.execute(sql`insert into analytics_consents (user_id, analytics) values (${minor.id}, true) on conflict (user_id) do update set analytics = true`);
    await t.database.db.execute(sql`insert into user_activity_logs (user_id, session_id, event_type, event_category, page_path) values (${minor.id}, 's-1', 'page_view', 'navigation', '/learn')`);
    await t.database.db.execute(sql`insert into profile_views (player_user_id, college_id, day) values (${minor.id}, ${program!.collegeId}, '2026-11-02')`);
    const response = await t.app.inject({ method: 'GET', url: `/api/players/${minor.id}/export`, headers: asUser(guardian) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="player-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['content-type']).toContain('application/json');
    const data = response.json();
    expect(data.account).toMatchObject({ userId: minor.id, email: minor.email, profile: expect.objectContaining({ display_name: 'Riley Minor' }) });
    // College preferences are private to the player, and in their data all the same.
    expect(data.account.matchPreferences).toMatchObject({ states: ['OK'], budget_per_year: 9000 });
    expect(data.gameProfiles).toEqual([expect.objectContaining({ title: expect.any(String), currentRank: 'Diamond 2', primaryRole: 'duelist' })]);
    expect(data.highlights).toEqual([{ title: 'Ace on Ascent', url: 'https://www.youtube.com/watch?v=abc123', position: 0 }]);
    expect(data.teams).toEqual([expect.objectContaining({ team: 'Riley Team', kind: 'player' })]);
    // The player's recruiting side (their outcome and college board), never a program's pipeline (decision 036).
    expect(data.recruiting).toMatchObject({
      submissions: [],
      outcomes: [{ college: program!.collegeName, status: 'committed', recordedBy: 'program', withdrawn: false }],
      collegeBoard: [{ group: 'fit', note: 'Close to home' }],
      ownPipeline: [],
    });
    expect(data.points).toEqual({ ledger: [expect.objectContaining({ rule: 'profile_bio', points: 10, reversal: false })], leaderboardOptIn: false });
    // The activity the platform holds: the privacy choice, tracked events, and the colleges that viewed the profile.
    expect(data.activity).toMatchObject({
      analyticsConsent: { analytics: true },
      events: [expect.objectContaining({ type: 'page_view', path: '/learn' })],
      pagePerformance: [],
      shares: [],
      profileViews: [{ college: program!.collegeName, day: '2026-11-02' }],
    });
    expect(JSON.stringify(data)).not.toContain('staff-only note');
    // The direct conversation with the player's own reply, and the team's conversation (decision 073), where they wrote nothing.
    expect(data.conversations).toEqual([
      expect.objectContaining({ type: 'team', title: 'Riley Team', otherParticipants: ['Coach Casey'], myMessages: [] }),
      expect.objectContaining({ id: conversation.id, otherParticipants: ['Coach Casey'], myMessages: [expect.objectContaining({ body: 'my own reply' })] }),
    ]);
    expect(response.body).not.toContain('a coach private note');
    expect(data.consentLog[0]).toMatchObject({ kind: 'data_exported', actorName: 'Parent Riley' });
  });

  it('a deletion request hides the profile at once and unpublishes it; asking again keeps the first date', async () => {
    await t.app.inject({ method: 'PUT', url: `/api/guardian/players/${minor.id}/approval`, headers: asUser(guardian), payload: { visibility: 'public' } });
    expect((await profileState()).live).toBe(true);
    const first = await t.app.inject({ method: 'POST', url: `/api/players/${minor.id}/deletion-request`, headers: asUser(minor) });
    expect(first.statusCode).toBe(200);
    expect(await profileState()).toMatchObject({ isPublished: false, live: false });
    const again = await t.app.inject({ method: 'POST', url: `/api/players/${minor.id}/deletion-request`, headers: asUser(guardian) });
    expect(again.json()).toEqual(first.json());
    const log = (await overview())[0]!;
    expect(log.deletionRequestedAt).toBe(first.json().deletionRequestedAt);
    expect(log.consentLog.filter((e) => e.kind === 'deletion_requested')).toHaveLength(1);
  });
});

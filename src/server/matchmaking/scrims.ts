/**
 * "Find scrims" (issue 14.6, docs/decisions/047): the viewer's team's game
 * against every other team (not archived) with an active game profile of
 * the same title, scored on level and availability overlap (each side's
 * weekly grid in its own time zone), and filtered on both (within one level
 * and an hour a week in common by default, widened by the user; session 24). A proposal is a pending row; the other
 * team's manager accepts it and, in ONE transaction, a practice is created
 * on both teams' schedules and the proposal records both; or declines it.
 * Proposals the viewer's team is not part of answer 404. The receiving
 * team's owner gets the proposal as a direct message, and the proposer the
 * answer (scrim-messages.ts), when messaging's rules allow; a message that
 * cannot be sent never fails either.
 */
import { eq, sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import {
  MATCHMAKING_PAGE_SIZE,
  MATCHMAKING_TEXTS,
  SCRIM_TEXTS,
  type FindScrimsQuery,
  type FindScrimsResponse,
  type ProposeScrimBody,
  type ScrimProposal,
} from '#shared/contracts/matchmaking.ts';
import { overlapHours, scrimScore, type MmScrimTeam } from '#shared/matchmaking/matchmaking-score.ts';
import { PLAY_LEVELS, type PlayLevel } from '#shared/value-sets.ts';
import type { AppContext } from '#server/app-context.ts';
import type { TeamAccess } from '#server/teams/teams-policies.ts';
import type { Database } from '#server/db/client.ts';
import { scrimProposals } from '#server/db/schema/matchmaking.ts';
import { teamPractices, teams } from '#server/db/schema/teams.ts';
import { rowsOf } from '#server/db/sql.ts';
import { matchView } from './find-team-posts.ts';
import { scrimMessageText, sendScrimMessage } from './scrim-messages.ts';
import { utcOffsetMinutes } from './time-zone-offset.ts';

interface TeamGameRow {
  teamId: string;
  teamName: string;
  logoUrl: string | null;
  titleId: string;
  titleName: string;
  playLevel: PlayLevel;
  availability: string[];
  timeZone: string | null;
  pending: boolean;
}

const scrimTeam = (row: TeamGameRow, now: Date): MmScrimTeam => ({
  titleId: row.titleId,
  titleName: row.titleName,
  playLevel: row.playLevel,
  availability: row.availability,
  utcOffsetMinutes: utcOffsetMinutes(row.timeZone, now),
});

/** One statement: the viewer's team's game (`mine`) and every other team of that title (`candidates`). */
async function loadScrimRows(db: Database, teamId: string, titleId: string | undefined) {
  const rows = await rowsOf<TeamGameRow & { mine: boolean }>(
    db,
    sql`with mine as (
        select g.esports_title_id as title_id from team_game_profiles g join esports_titles t on t.id = g.esports_title_id
        where g.team_id = ${teamId} and g.is_active ${titleId ? sql`and g.esports_title_id = ${titleId}` : sql``}
        order by t.name, g.id limit 1)
      select tm.id as "teamId", tm.name as "teamName", tm.logo_url as "logoUrl", g.esports_title_id as "titleId", t.name as "titleName",
        g.play_level as "playLevel", tm.availability, tm.time_zone as "timeZone", tm.id = ${teamId} as mine,
        exists (select 1 from scrim_proposals sp where sp.status = 'pending'
          and ((sp.from_team_id = ${teamId} and sp.to_team_id = tm.id) or (sp.to_team_id = ${teamId} and sp.from_team_id = tm.id))) as pending
      from mine
      join team_game_profiles g on g.esports_title_id = mine.title_id and g.is_active
      join teams tm on tm.id = g.team_id and tm.archived_at is null
      join esports_titles t on t.id = g.esports_title_id`,
  );
  return { mine: rows.find((row) => row.mine) ?? null, candidates: rows.filter((row) => !row.mine) };
}

export async function findScrims(db: Database, access: TeamAccess, query: FindScrimsQuery, now = new Date()): Promise<FindScrimsResponse> {
  const pageSize = MATCHMAKING_PAGE_SIZE;
  const { mine, candidates } = await loadScrimRows(db, access.team.id, query.game);
  if (!mine) {
    if (query.game) throw new AppError('validation', 'Pick one of the team’s games', { game: 'Pick one of the team’s games' });
    return { game: null, filters: { level: query.level, minOverlapHours: query.minOverlapHours ?? 0 }, items: [], total: 0, page: query.page, pageSize };
  }
  const me = scrimTeam(mine, now);
  // "Similar level with overlapping availability" (issue 14.6): within one level and at least an hour a week in common
  // by default; the user widens either (level=any, minOverlapHours=0). Without the team's own times, overlap is not filtered.
  if (query.minOverlapHours && me.availability.length === 0) {
    throw new AppError('validation', MATCHMAKING_TEXTS.noTeamTimes, { 'querystring.minOverlapHours': MATCHMAKING_TEXTS.noTeamTimes });
  }
  const minOverlap = query.minOverlapHours ?? (me.availability.length > 0 ? 1 : 0);
  const maxSteps = query.level === 'same' ? 0 : query.level === 'near' ? 1 : Infinity;
  const scored = candidates
    .map((row) => ({ row, other: scrimTeam(row, now) }))
    .filter(({ other }) => Math.abs(PLAY_LEVELS.indexOf(other.playLevel) - PLAY_LEVELS.indexOf(me.playLevel)) <= maxSteps)
    .filter(({ other }) => minOverlap === 0 || overlapHours(me.availability, me.utcOffsetMinutes, other.availability, other.utcOffsetMinutes) >= minOverlap)
    .map(({ row, other }) => ({ row, result: scrimScore(me, other) }));
  scored.sort((a, b) => b.result.score - a.result.score || b.result.confidence.value - a.result.confidence.value || (a.row.teamId < b.row.teamId ? -1 : a.row.teamId > b.row.teamId ? 1 : 0));
  const start = (query.page - 1) * pageSize;
  return {
    game: { titleId: mine.titleId, name: mine.titleName, playLevel: mine.playLevel },
    filters: { level: query.level, minOverlapHours: minOverlap },
    items: scored.slice(start, start + pageSize).map(({ row, result }) => ({
      team: { id: row.teamId, name: row.teamName, logoUrl: row.logoUrl },
      game: { titleId: row.titleId, name: row.titleName, playLevel: row.playLevel },
      match: matchView(result),
      pending: row.pending,
    })),
    total: scored.length,
    page: query.page,
    pageSize,
  };
}

export async function proposeScrim(ctx: AppContext, access: TeamAccess, body: Omit<ProposeScrimBody, 'scheduledAt'> & { scheduledAt: Date }) {
  if (body.toTeamId === access.team.id) throw new AppError('validation', SCRIM_TEXTS.sameTeam, { toTeamId: SCRIM_TEXTS.sameTeam });
  const { mine, candidates } = await loadScrimRows(ctx.db, access.team.id, body.titleId);
  if (!mine) throw new AppError('validation', 'Pick one of the team’s games', { titleId: 'Pick one of the team’s games' });
  const other = candidates.find((row) => row.teamId === body.toTeamId);
  if (!other) throw new AppError('not_found', MATCHMAKING_TEXTS.teamNotFound);
  if (other.pending) throw new AppError('conflict', SCRIM_TEXTS.alreadyPending);
  const durationMinutes = body.durationMinutes ?? 90;
  const message = body.message ?? null;
  const [row] = await ctx.db
    .insert(scrimProposals)
    .values({
      fromTeamId: access.team.id,
      toTeamId: other.teamId,
      esportsTitleId: mine.titleId,
      scheduledAt: body.scheduledAt,
      durationMinutes,
      message,
      proposedBy: access.viewer.userId,
    })
    .returning({ id: scrimProposals.id });
  const [receiving] = await ctx.db.select({ ownerUserId: teams.ownerUserId }).from(teams).where(eq(teams.id, other.teamId));
  const text = scrimMessageText('proposed', { fromTeamName: mine.teamName, toTeamName: other.teamName, gameName: mine.titleName, scheduledAt: body.scheduledAt, durationMinutes, message });
  const conversationId = await sendScrimMessage(ctx, access.viewer, receiving?.ownerUserId ?? null, text);
  if (conversationId) await ctx.db.update(scrimProposals).set({ conversationId }).where(eq(scrimProposals.id, row!.id));
  return { id: row!.id, messaged: conversationId !== null, conversationId };
}

export function listScrimProposals(db: Database, teamId: string): Promise<ScrimProposal[]> {
  return rowsOf<ScrimProposal>(
    db,
    sql`select sp.id, case when sp.to_team_id = ${teamId} then 'incoming' else 'outgoing' end as direction,
        json_build_object('id', ot.id, 'name', ot.name) as "otherTeam", t.name as "gameName",
        to_char(sp.scheduled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "scheduledAt",
        sp.duration_minutes as "durationMinutes", sp.message, sp.status,
        to_char(sp.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
      from scrim_proposals sp
      join teams ot on ot.id = case when sp.to_team_id = ${teamId} then sp.from_team_id else sp.to_team_id end
      join esports_titles t on t.id = sp.esports_title_id
      where sp.from_team_id = ${teamId} or sp.to_team_id = ${teamId}
      order by sp.created_at desc, sp.id desc
      limit 100`,
  );
}

/**
 * The receiving team's manager answers. Accept: in one transaction, the
 * proposal is locked and must still be pending, a practice "Scrim vs
 * <other team>" goes on each team's schedule, and the proposal keeps both
 * ids. The route has checked that the viewer manages `access.team`; a
 * proposal not addressed to that team is a 404.
 */
export async function answerScrimProposal(ctx: AppContext, access: TeamAccess, proposalId: string, answer: 'accept' | 'decline') {
  const { result, proposal } = await ctx.db.transaction(async (tx) => {
    const [proposal] = await rowsOf<{ id: string; status: string; fromTeamId: string; toTeamId: string; fromName: string; toName: string; scheduledAt: string; durationMinutes: number; message: string | null; gameName: string; proposedBy: string | null }>(
      tx,
      sql`select sp.id, sp.status, sp.from_team_id as "fromTeamId", sp.to_team_id as "toTeamId", ft.name as "fromName", tt.name as "toName",
          sp.scheduled_at as "scheduledAt", sp.duration_minutes as "durationMinutes", sp.message, t.name as "gameName", sp.proposed_by as "proposedBy"
        from scrim_proposals sp join teams ft on ft.id = sp.from_team_id join teams tt on tt.id = sp.to_team_id
        join esports_titles t on t.id = sp.esports_title_id
        where sp.id = ${proposalId} and sp.to_team_id = ${access.team.id}
        for update of sp`,
    );
    if (!proposal) throw new AppError('not_found', SCRIM_TEXTS.notFound);
    if (proposal.status !== 'pending') throw new AppError('conflict', SCRIM_TEXTS.notPending);
    if (answer === 'decline') {
      await tx.execute(sql`update scrim_proposals set status = 'declined', responded_by = ${access.viewer.userId}, responded_at = now() where id = ${proposalId}`);
      return { proposal, result: { status: 'declined' as const, practiceIds: [] as string[] } };
    }
    const scheduledAt = new Date(proposal.scheduledAt);
    const description = proposal.message ? `${proposal.gameName} scrim (matchmaking). ${proposal.message}` : `${proposal.gameName} scrim (matchmaking).`;
    const practices = await tx
      .insert(teamPractices)
      .values([
        { teamId: proposal.fromTeamId, title: `Scrim vs ${proposal.toName}`, description, scheduledAt, durationMinutes: proposal.durationMinutes, createdBy: access.viewer.userId },
        { teamId: proposal.toTeamId, title: `Scrim vs ${proposal.fromName}`, description, scheduledAt, durationMinutes: proposal.durationMinutes, createdBy: access.viewer.userId },
      ])
      .returning({ id: teamPractices.id, teamId: teamPractices.teamId });
    const fromPractice = practices.find((practice) => practice.teamId === proposal.fromTeamId)!;
    const toPractice = practices.find((practice) => practice.teamId === proposal.toTeamId)!;
    await tx.execute(
      sql`update scrim_proposals set status = 'accepted', responded_by = ${access.viewer.userId}, responded_at = now(),
        from_practice_id = ${fromPractice.id}, to_practice_id = ${toPractice.id} where id = ${proposalId}`,
    );
    return { proposal, result: { status: 'accepted' as const, practiceIds: [fromPractice.id, toPractice.id] } };
  });
  // After the commit: the proposer hears of the answer (never failing it).
  const text = scrimMessageText(result.status, {
    fromTeamName: proposal.fromName,
    toTeamName: proposal.toName,
    gameName: proposal.gameName,
    scheduledAt: new Date(proposal.scheduledAt),
    durationMinutes: proposal.durationMinutes,
    message: proposal.message,
  });
  const conversationId = await sendScrimMessage(ctx, access.viewer, proposal.proposedBy, text);
  return { ...result, messaged: conversationId !== null, conversationId };
}

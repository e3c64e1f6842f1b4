/**
 * GET /api/calendar/<token>.ics: the team's practices and tournaments as an
 * iCalendar feed for Google, Apple and Outlook calendars. The token stands
 * for one user on one team; it stops working when revoked or rotated, when
 * the user is no longer an insider of the team, when the feature is off for
 * them, or when the team is archived. Times are UTC; calendar apps show them
 * in the reader's zone. Four statements.
 */
import { asc, eq, sql } from 'drizzle-orm';
import ical, { escape, ICalEventStatus } from 'ical-generator';
import { AppError } from '#shared/app-error.ts';
import { isAdminOrDeveloper, isTeamManager } from '#shared/access/access-rules.ts';
import { flagEnabled } from '#shared/access/flags.ts';
import { isRole } from '#shared/access/roles.ts';
import type { AppContext } from '#server/app-context.ts';
import { userRoles } from '#server/db/schema/profiles.ts';
import { teamCalendarFeeds, teamMembers, teamPractices, teamStaff, teamTournaments, teams } from '#server/db/schema/teams.ts';
import { evaluateFlagsFor } from '#server/flags/load-flags.ts';
import { practiceLink } from './attendance-reminders.ts';
import { CALENDAR_SUFFIX, hashCalendarToken } from './calendar-feed.ts';

export const CALENDAR_NOT_FOUND = 'Calendar not found';
/** How often calendar apps are asked to refresh the feed. */
const REFRESH_SECONDS = 60 * 60;
const UID_DOMAIN = 'esports-recruiting';

const TOURNAMENT_TYPE_LABELS: Record<string, string> = { online: 'Online', lan: 'LAN', hybrid: 'Hybrid' };
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const spaced = (value: string) => value.replace(/_/g, ' ');

async function findFeed(ctx: AppContext, fileName: string) {
  const token = fileName.slice(0, -CALENDAR_SUFFIX.length);
  const [feed] = await ctx.db
    .select({
      teamId: teams.id,
      teamName: teams.name,
      ownerUserId: teams.ownerUserId,
      archivedAt: teams.archivedAt,
      userId: teamCalendarFeeds.userId,
      isMember: sql<boolean>`(exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teams.id} and ${teamMembers.userId} = ${teamCalendarFeeds.userId} and ${teamMembers.isActive})
        or exists (select 1 from ${teamStaff} where ${teamStaff.teamId} = ${teams.id} and ${teamStaff.userId} = ${teamCalendarFeeds.userId} and ${teamStaff.isActive}))`,
      roles: sql<string[]>`coalesce((select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${teamCalendarFeeds.userId}), '{}')`,
    })
    .from(teamCalendarFeeds)
    .innerJoin(teams, eq(teams.id, teamCalendarFeeds.teamId))
    .where(eq(teamCalendarFeeds.tokenHash, hashCalendarToken(token)));
  if (!feed || feed.archivedAt) return null;
  const roles = feed.roles.filter(isRole);
  const grants = roles.map((role) => ({ role, collegeId: null }));
  // The same insider rule as requireTeamInsider, for a user who is not signed in here.
  if (!feed.isMember && !isTeamManager(grants, feed.userId, feed)) return null;
  if (!isAdminOrDeveloper(grants) && !flagEnabled(await evaluateFlagsFor(ctx.db, roles), 'teams_management')) return null;
  return feed;
}

/** The .ics text for the feed behind `fileName` (`<token>.ics`), or 404. */
export async function renderTeamCalendar(ctx: AppContext, fileName: string): Promise<string> {
  const feed = await findFeed(ctx, fileName);
  if (!feed) throw new AppError('not_found', CALENDAR_NOT_FOUND);
  return teamCalendarText(ctx, feed);
}

/** The team's practices and tournaments as iCalendar text (also the Gold team calendar link, docs/decisions/052). Two statements. */
export async function teamCalendarText(ctx: AppContext, feed: { teamId: string; teamName: string }): Promise<string> {
  const [practices, tournaments] = await Promise.all([
    ctx.db
      .select()
      .from(teamPractices)
      .where(eq(teamPractices.teamId, feed.teamId))
      .orderBy(asc(teamPractices.scheduledAt), asc(teamPractices.id)),
    ctx.db
      .select()
      .from(teamTournaments)
      .where(eq(teamTournaments.teamId, feed.teamId))
      .orderBy(asc(teamTournaments.startDate), asc(teamTournaments.id)),
  ]);

  const calendar = ical({
    // ical-generator writes the calendar name unescaped (a comma, or a newline, would break the feed).
    name: escape(feed.teamName, false),
    prodId: { company: 'Esports Recruiting', product: 'Team calendar' },
    ttl: REFRESH_SECONDS,
  });
  for (const practice of practices) {
    const link = practiceLink(ctx.baseUrl, feed.teamId, practice.id);
    calendar.createEvent({
      id: `practice-${practice.id}@${UID_DOMAIN}`,
      start: practice.scheduledAt,
      end: new Date(practice.scheduledAt.getTime() + practice.durationMinutes * 60_000),
      summary: practice.title,
      location: practice.location,
      description: [
        practice.description,
        practice.isMandatory ? 'Mandatory practice' : 'Optional practice',
        `Status: ${spaced(practice.status)}`,
        `Attendance: ${link}`,
      ]
        .filter(Boolean)
        .join('\n'),
      url: link,
      status: practice.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  for (const tournament of tournaments) {
    calendar.createEvent({
      id: `tournament-${tournament.id}@${UID_DOMAIN}`,
      // An all-day event on the start date (a date has no time zone).
      start: new Date(`${tournament.startDate}T00:00:00Z`),
      allDay: true,
      summary: tournament.name,
      description: [
        tournament.description,
        `Type: ${TOURNAMENT_TYPE_LABELS[tournament.tournamentType] ?? tournament.tournamentType}`,
        tournament.prizePool !== null ? `Prize pool: ${money.format(tournament.prizePool)}` : null,
        tournament.placement ? `Placement: ${tournament.placement}` : null,
        `Status: ${spaced(tournament.status)}`,
      ]
        .filter(Boolean)
        .join('\n'),
      status: tournament.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

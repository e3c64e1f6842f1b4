/**
 * Overview (spec 2.4): cards for Active Players (against the max roster
 * size), Staff Members, Tournaments and Achievements; Recent Activity with
 * the first practices (with a few attendees) and tournaments; achievements.
 */
import { parseISO } from 'date-fns';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Medal from 'lucide-react/icons/medal';
import Trophy from 'lucide-react/icons/trophy';
import UserCog from 'lucide-react/icons/user-cog';
import Users from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import type { Practice, Tournament } from '#shared/contracts/teams-schedule.ts';
import { OVERVIEW_LIMITS } from '#shared/constants.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import { AchievementsSection } from './showcase/achievements-section.tsx';
import { InitialsAvatar } from '#web/components/ui/initials-avatar.tsx';
import { personName } from './role-labels.ts';
import { formatCalendarDate, formatDay, formatTime } from './format-team-dates.ts';
import { distinctStaffCount } from './roster/roster-summary.tsx';

export function OverviewTab({ data }: { data: TeamManage }) {
  const practices = data.practices.latest;
  const tournaments = data.tournaments.slice(0, OVERVIEW_LIMITS.tournaments);
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard icon={<Users aria-hidden="true" />} label="Active Players" value={`${data.activePlayerCount}/${data.team.maxRosterSize}`} />
        <StatCard icon={<UserCog aria-hidden="true" />} label="Staff Members" value={String(distinctStaffCount(data.staff))} />
        <StatCard icon={<Trophy aria-hidden="true" />} label="Tournaments" value={String(data.tournamentCount)} />
        <StatCard icon={<Medal aria-hidden="true" />} label="Achievements" value={String(data.achievements.length)} />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Recent Activity</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-2">
          <ActivitySection id="overview-practices" icon={<CalendarDays aria-hidden="true" className="size-4" />} title="Practices" emptyText="No practices scheduled">
            {practices.map((practice) => (
              <PracticeItem key={practice.id} practice={practice} />
            ))}
          </ActivitySection>
          <ActivitySection id="overview-tournaments" icon={<Trophy aria-hidden="true" className="size-4" />} title="Tournaments" emptyText="No tournaments yet">
            {tournaments.map((tournament) => (
              <TournamentItem key={tournament.id} tournament={tournament} />
            ))}
          </ActivitySection>
        </CardContent>
      </Card>

      <AchievementsSection data={data} />
    </div>
  );
}

/** One column of Recent Activity: a heading, its items, or a line saying there are none. */
function ActivitySection({ id, icon, title, emptyText, children }: { id: string; icon: ReactNode; title: string; emptyText: string; children: ReactNode[] }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-3">
      <h3 id={id} className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        {icon} {title}
      </h3>
      {children.length === 0 ? <p className="text-sm text-muted-foreground">{emptyText}</p> : <ul className="grid gap-3">{children}</ul>}
    </section>
  );
}

function StatCard({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/15 text-primary [&_svg]:size-5">{icon}</span>
      <div className="min-w-0">
        <p className="text-2xl font-bold">{value}</p>
        <p className="text-xs font-medium text-muted-foreground">{label}</p>
      </div>
    </Card>
  );
}

function StatusPill({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'w-fit rounded-full border px-2 py-0.5 text-xs font-semibold capitalize',
        status === 'completed' ? 'border-emerald-600/40 bg-emerald-500/15 text-emerald-800 dark:text-emerald-300' : 'bg-muted text-muted-foreground',
      )}
    >
      {status.replaceAll('_', ' ')}
    </span>
  );
}

function PracticeItem({ practice }: { practice: Practice }) {
  const attendees = practice.attendees.slice(0, OVERVIEW_LIMITS.attendeesPerPractice);
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold">{practice.title}</p>
        <StatusPill status={practice.status} />
      </div>
      <p className="text-sm text-muted-foreground">
        <time dateTime={practice.scheduledAt}>{`${formatDay(parseISO(practice.scheduledAt))} · ${formatTime(practice.scheduledAt)}`}</time>
      </p>
      {attendees.length > 0 ? (
        <ul aria-label={`Attending ${practice.title}`} className="flex flex-wrap gap-x-3 gap-y-1.5">
          {attendees.map((person) => (
            <li key={person.userId} className="flex items-center gap-1.5 text-sm">
              <InitialsAvatar size="lg" name={personName(person)} avatarUrl={person.avatarUrl} className="size-6 text-[0.6rem]" />
              {personName(person)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function TournamentItem({ tournament }: { tournament: Tournament }) {
  return (
    <li className="grid gap-1 rounded-lg border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold">{tournament.name}</p>
        <StatusPill status={tournament.status} />
      </div>
      <p className="text-sm text-muted-foreground">
        <time dateTime={tournament.startDate}>{formatCalendarDate(tournament.startDate)}</time>
        {tournament.placement ? ` · ${tournament.placement}` : null}
      </p>
    </li>
  );
}

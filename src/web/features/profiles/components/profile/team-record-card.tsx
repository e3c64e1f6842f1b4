import { ShieldCheck } from 'lucide-react';
import { PLAYER_PROFILE_TEXTS, type TeamRecord } from '#shared/contracts/player-profile.ts';
import { formatCalendarDate, TEAM_ORGANIZATION_LABELS } from './profile-labels.ts';
import { ProfileSection } from './profile-section.tsx';

function SubHeading({ children }: { children: string }) {
  return <h3 className="text-sm font-semibold">{children}</h3>;
}

function Empty({ children }: { children: string }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

/**
 * The team record, read from the team tables and never editable by the
 * player (no Edit here, even for the owner): rosters, attendance over the
 * last 90 days, tournaments with placements, achievements.
 */
export function TeamRecordCard({ record }: { record: TeamRecord }) {
  const { attendance } = record;
  return (
    <ProfileSection title="Team record" description={PLAYER_PROFILE_TEXTS.teamRecordLabel}>
      <div className="grid gap-5">
        <p className="flex items-center gap-2 text-xs font-semibold text-success">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {PLAYER_PROFILE_TEXTS.teamRecordLabel}: kept by team staff, not by the player
        </p>
        <div className="grid gap-2">
          <SubHeading>Current teams</SubHeading>
          {record.rosters.length === 0 ? (
            <Empty>Not on a team right now.</Empty>
          ) : (
            <ul className="grid gap-2">
              {record.rosters.map((roster) => (
                <li key={`${roster.teamId}-${roster.gameName ?? 'general'}`} className="text-sm">
                  <span className="font-semibold">{roster.teamName}</span>{' '}
                  <span className="text-muted-foreground">
                    · {TEAM_ORGANIZATION_LABELS[roster.organizationType]} · {roster.gameName ?? 'General roster'} · {roster.role.replace('_', '-')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid gap-1">
          <SubHeading>{`Attendance, last ${attendance.windowDays} days`}</SubHeading>
          {attendance.rate === null ? (
            <Empty>No team practices in the last 90 days.</Empty>
          ) : (
            <p className="text-sm">
              <span className="text-2xl font-bold">{Math.round(attendance.rate * 100)}%</span>{' '}
              <span className="text-muted-foreground">
                {attendance.attended} of {attendance.practices} practices
              </span>
            </p>
          )}
        </div>
        <div className="grid gap-2">
          <SubHeading>Tournaments</SubHeading>
          {record.tournaments.length === 0 ? (
            <Empty>No tournaments yet.</Empty>
          ) : (
            <ul className="grid gap-2">
              {record.tournaments.map((tournament) => (
                <li key={tournament.id} className="flex flex-wrap justify-between gap-x-3 text-sm">
                  <span>
                    <span className="font-semibold">{tournament.name}</span>{' '}
                    <span className="text-muted-foreground">
                      · {tournament.teamName} · {formatCalendarDate(tournament.startDate)}
                    </span>
                  </span>
                  <span className="font-semibold">{tournament.placement ?? (tournament.status === 'completed' ? 'No placement recorded' : 'In progress')}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid gap-2">
          <SubHeading>Achievements</SubHeading>
          {record.achievements.length === 0 ? (
            <Empty>No achievements yet.</Empty>
          ) : (
            <ul className="grid gap-2">
              {record.achievements.map((achievement) => (
                <li key={achievement.id} className="text-sm">
                  <span className="font-semibold">{achievement.title}</span>{' '}
                  <span className="text-muted-foreground">
                    · {achievement.teamName} · {formatCalendarDate(achievement.dateAchieved)}
                  </span>
                  {achievement.description ? <p className="text-muted-foreground">{achievement.description}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </ProfileSection>
  );
}

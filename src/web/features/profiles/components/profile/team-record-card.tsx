import ShieldCheck from 'lucide-react/icons/shield-check';
import { PLAYER_PROFILE_TEXTS, type TeamRecord } from '#shared/contracts/player-profile.ts';
import { ORGANIZATION_TYPE_LABELS } from '#shared/contracts/teams.ts';
import { formatCalendarDate } from './profile-labels.ts';
import { ProfileSection } from './profile-section.tsx';

function SubHeading({ children }: { children: string }) {
  return <h3 className="text-sm font-semibold">{children}</h3>;
}

function Empty({ children }: { children: string }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

interface RecordItem {
  id: string;
  name: string;
  detail: string;
  /** Right-hand text (a placement). */
  aside?: string;
  note?: string | null;
}

function RecordList({ title, empty, items }: { title: string; empty: string; items: RecordItem[] }) {
  return (
    <div className="grid gap-2">
      <SubHeading>{title}</SubHeading>
      {items.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <ul className="grid gap-2">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap justify-between gap-x-3 text-sm">
              <span>
                <span className="font-semibold">{item.name}</span> <span className="text-muted-foreground">· {item.detail}</span>
              </span>
              {item.aside ? <span className="font-semibold">{item.aside}</span> : null}
              {item.note ? <p className="basis-full text-muted-foreground">{item.note}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
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
                    · {ORGANIZATION_TYPE_LABELS[roster.organizationType]} · {roster.gameName ?? 'General roster'} · {roster.role.replace('_', '-')}
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
        <RecordList
          title="Tournaments"
          empty="No tournaments yet."
          items={record.tournaments.map((tournament) => ({
            id: tournament.id,
            name: tournament.name,
            detail: `${tournament.teamName} · ${formatCalendarDate(tournament.startDate)}`,
            aside: tournament.placement ?? (tournament.status === 'completed' ? 'No placement recorded' : 'In progress'),
          }))}
        />
        <RecordList
          title="Achievements"
          empty="No achievements yet."
          items={record.achievements.map((achievement) => ({
            id: achievement.id,
            name: achievement.title,
            detail: `${achievement.teamName} · ${formatCalendarDate(achievement.dateAchieved)}`,
            note: achievement.description,
          }))}
        />
      </div>
    </ProfileSection>
  );
}

/** Achievements on the Overview tab, newest first; managers add, edit and delete. */
import Award from 'lucide-react/icons/award';
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import { AchievementFormDialog } from './achievement-form-dialog.tsx';
import { DeleteTeamItemButton } from '../delete-team-item-button.tsx';
import { formatCalendarDate } from '../format-team-dates.ts';

export function AchievementsSection({ data }: { data: TeamManage }) {
  const canEdit = data.viewer.isManager && !data.team.archivedAt;
  const teamId = data.team.id;
  return (
    <section aria-labelledby="achievements-heading" className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="achievements-heading" className="text-lg font-semibold">
          Achievements
        </h2>
        {canEdit ? <AchievementFormDialog teamId={teamId} /> : null}
      </div>
      {data.achievements.length === 0 ? (
        <p className="text-sm text-muted-foreground">No achievements yet</p>
      ) : (
        <ul className="grid gap-3">
          {data.achievements.map((achievement) => (
            <li key={achievement.id} aria-label={achievement.title} className="flex flex-wrap items-start gap-3 rounded-md border p-3">
              <Award aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
                <span className="font-medium">{achievement.title}</span>
                <span className="text-sm text-muted-foreground">{formatCalendarDate(achievement.dateAchieved)}</span>
                {achievement.description ? (
                  <p className="text-sm whitespace-pre-line">{achievement.description}</p>
                ) : null}
              </div>
              {canEdit ? (
                // The text keeps at least 12rem: on a phone the buttons move under it instead of over it.
                <div className="ml-auto flex gap-2">
                  <AchievementFormDialog teamId={teamId} achievement={achievement} />
                  <DeleteTeamItemButton teamId={teamId} kind="achievements" id={achievement.id} name={achievement.title} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

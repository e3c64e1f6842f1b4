/** Upcoming practices of the viewer's teams, each with their answer and an RSVP button that opens the attendance dialog. */
import { useState } from 'react';
import type { HomePractice } from '#shared/contracts/home.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatHomeDate } from '#web/features/home/components/home-player-section.tsx';
import { HomeSubheading } from '#web/features/home/components/home-section.tsx';
import { useInvalidateHome } from '#web/features/home/api/get-home.ts';
import { AttendanceDialog } from '#web/features/teams/components/manage/schedule/attendance-dialog.tsx';
import { ATTENDANCE_BADGE_LABELS } from '#web/features/teams/components/manage/schedule/attendance-labels.ts';

export function HomePractices({ practices }: { practices: readonly HomePractice[] }) {
  const [open, setOpen] = useState<HomePractice | null>(null);
  const invalidateHome = useInvalidateHome();
  return (
    <div className="grid gap-2">
      <HomeSubheading>Upcoming practices</HomeSubheading>
      {practices.length === 0 ? (
        <p className="text-sm text-muted-foreground">No practices scheduled</p>
      ) : (
        <ul className="grid gap-2">
          {practices.map((practice) => (
            <li key={practice.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
              <div className="grid min-w-0 gap-0.5 text-sm">
                <span className="font-medium break-words">{practice.title}</span>
                <span className="text-muted-foreground">
                  {practice.teamName} · <time dateTime={practice.scheduledAt}>{formatHomeDate(practice.scheduledAt)}</time>
                </span>
                <span>{practice.myStatus ? `Your answer: ${ATTENDANCE_BADGE_LABELS[practice.myStatus]}` : 'You have not answered yet'}</span>
              </div>
              <Button size="sm" variant={practice.myStatus ? 'outline' : 'default'} aria-label={`RSVP to ${practice.title}`} onClick={() => setOpen(practice)}>
                RSVP
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AttendanceDialog
        teamId={open?.teamId ?? ''}
        practiceId={open?.id ?? null}
        listed={undefined}
        canAnswer
        onClose={() => {
          setOpen(null);
          void invalidateHome();
        }}
      />
    </div>
  );
}

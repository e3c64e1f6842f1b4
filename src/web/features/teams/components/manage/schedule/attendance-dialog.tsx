/**
 * The practice attendance dialog (spec 2.5): the practice's details, the
 * viewer's own answer, the team-wide answers in three tabs, and for
 * managers who has not answered with a reminder email. It loads when it
 * opens and reloads after a submit (spec 4).
 */
import BellRing from 'lucide-react/icons/bell-ring';
import { useState } from 'react';
import type { Practice, PracticeAttendance } from '#shared/contracts/teams-schedule.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { usePracticeAttendance } from '#web/features/teams/api/schedule/get-practice-attendance.ts';
import { useSendAttendanceReminders } from '#web/features/teams/api/schedule/send-attendance-reminders.ts';
import { useSubmitAttendance } from '#web/features/teams/api/schedule/submit-attendance.ts';
import { AttendanceForm } from './attendance-form.tsx';
import { AttendanceList } from './attendance-list.tsx';
import { PracticeWhenWhere } from './practice-when-where.tsx';
import { personName } from '../role-labels.ts';

export function AttendanceDialog({
  teamId,
  practiceId,
  listed,
  canAnswer,
  onClose,
}: {
  teamId: string;
  /** Null: closed. */
  practiceId: string | null;
  /** The practice as the list has it (shown while the dialog's own data loads). */
  listed: Practice | undefined;
  /** Managers and members answer; others only read. */
  canAnswer: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={practiceId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[80vh] max-w-2xl overflow-y-auto">
        {practiceId ? (
          <AttendanceDialogBody teamId={teamId} practiceId={practiceId} listed={listed} canAnswer={canAnswer} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AttendanceDialogBody({
  teamId,
  practiceId,
  listed,
  canAnswer,
}: {
  teamId: string;
  practiceId: string;
  listed: Practice | undefined;
  canAnswer: boolean;
}) {
  const attendance = usePracticeAttendance(teamId, practiceId);
  const submitAttendance = useSubmitAttendance(teamId, practiceId);
  const practice = attendance.data?.practice ?? listed;
  const mine = attendance.data?.mine ?? null;
  // Also said inside the dialog: while it is open, the modal hides the toasts from assistive technology.
  const [notice, setNotice] = useState<string | null>(null);

  if (!practice) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Practice</DialogTitle>
          <DialogDescription className="sr-only">Practice details and attendance</DialogDescription>
        </DialogHeader>
        {attendance.isError ? (
          <FormAlert>{attendance.error.message}</FormAlert>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading practice...
          </p>
        )}
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{practice.title}</DialogTitle>
        <DialogDescription asChild>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            <PracticeWhenWhere practice={practice} />
          </div>
        </DialogDescription>
      </DialogHeader>
      {practice.description ? <p className="text-sm whitespace-pre-line">{practice.description}</p> : null}

      {canAnswer ? (
        <section aria-labelledby="attendance-mine" className="grid gap-3 rounded-lg border p-4">
          <h3 id="attendance-mine" className="font-semibold">
            Your attendance
          </h3>
          <AttendanceForm
            key={`${mine?.status ?? 'none'}-${mine?.updatedAt ?? ''}`}
            mine={mine}
            isLoading={attendance.isPending || attendance.isFetching}
            onSubmit={async (answer) => {
              setNotice(null);
              try {
                await submitAttendance.mutateAsync(answer);
                toast.success('Attendance updated successfully!');
                setNotice('Attendance updated successfully!');
              } catch (error) {
                toast.error('Failed to update attendance.', {
                  description: error instanceof Error ? error.message : undefined,
                });
                throw error;
              }
            }}
          />
          {submitAttendance.isError ? (
            <FormAlert>Failed to update attendance. {submitAttendance.error.message}</FormAlert>
          ) : (
            <p role="status" className="text-sm font-medium text-success empty:hidden">
              {notice ?? ''}
            </p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="attendance-team" className="grid gap-3">
        <h3 id="attendance-team" className="font-semibold">
          Team attendance
        </h3>
        {attendance.isError ? (
          <FormAlert>{attendance.error.message}</FormAlert>
        ) : attendance.data ? (
          <AttendanceList entries={attendance.data.entries} />
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading attendance...
          </p>
        )}
      </section>

      {attendance.data?.nonResponders ? (
        <NonResponders teamId={teamId} practiceId={practiceId} people={attendance.data.nonResponders} />
      ) : null}
    </>
  );
}

function NonResponders({
  teamId,
  practiceId,
  people,
}: {
  teamId: string;
  practiceId: string;
  people: NonNullable<PracticeAttendance['nonResponders']>;
}) {
  const sendReminders = useSendAttendanceReminders(teamId, practiceId);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  return (
    <section aria-labelledby="attendance-non-responders" className="grid gap-3 rounded-lg border border-dashed p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="attendance-non-responders" className="font-semibold">
          Not responded ({people.length})
        </h3>
        <Button
          variant="outline"
          size="sm"
          disabled={people.length === 0 || sendReminders.isPending}
          onClick={async () => {
            setNotice(null);
            try {
              const { sent } = await sendReminders.mutateAsync();
              const text = `Reminder sent to ${sent} ${sent === 1 ? 'person' : 'people'}`;
              toast.success(text);
              setNotice({ tone: 'success', text });
            } catch (error) {
              const text = error instanceof Error ? error.message : 'Failed to send reminders.';
              toast.error(text);
              setNotice({ tone: 'error', text });
            }
          }}
        >
          {sendReminders.isPending ? <Spinner /> : <BellRing aria-hidden="true" />}
          Send reminder
        </Button>
      </div>
      {notice?.tone === 'error' ? <FormAlert>{notice.text}</FormAlert> : null}
      <p role="status" className="text-sm font-medium text-success empty:hidden">
        {notice?.tone === 'success' ? notice.text : ''}
      </p>
      {people.length === 0 ? (
        <p className="text-sm text-muted-foreground">Everyone on the roster has answered.</p>
      ) : (
        <ul className="flex flex-wrap gap-2 text-sm">
          {people.map((person) => (
            <li key={person.userId} className="rounded-full bg-muted px-3 py-1">
              {personName(person)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

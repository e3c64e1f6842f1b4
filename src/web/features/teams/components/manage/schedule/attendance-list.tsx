import type { AttendanceEntry } from '#shared/contracts/teams-schedule.ts';
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '#shared/value-sets.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { ATTENDANCE_BADGE_LABELS } from './attendance-labels.ts';
import { InitialsAvatar } from '#web/components/ui/initials-avatar.tsx';
import { personName } from '../role-labels.ts';
import { Pill, type PillTone } from '../status-badge.tsx';

const TONES: Record<AttendanceStatus, PillTone> = { attending: 'success', maybe: 'primary', not_attending: 'destructive' };
const EMPTY: Record<AttendanceStatus, string> = {
  attending: 'Nobody has said they are attending yet.',
  maybe: 'Nobody has answered maybe.',
  not_attending: 'Nobody has said they cannot attend.',
};

/** The team-wide answers in three tabs, each with its count (spec 2.5). */
export function AttendanceList({ entries }: { entries: AttendanceEntry[] }) {
  const byStatus = Object.fromEntries(
    ATTENDANCE_STATUSES.map((status) => [status, entries.filter((entry) => entry.status === status)]),
  ) as Record<AttendanceStatus, AttendanceEntry[]>;
  return (
    <Tabs defaultValue="attending">
      <TabsList aria-label="Team attendance" className="h-auto flex-wrap">
        {ATTENDANCE_STATUSES.map((status) => (
          <TabsTrigger key={status} value={status} className="py-1.5">
            {ATTENDANCE_BADGE_LABELS[status]} ({byStatus[status].length})
          </TabsTrigger>
        ))}
      </TabsList>
      {ATTENDANCE_STATUSES.map((status) => (
        <TabsContent key={status} value={status}>
          {byStatus[status].length === 0 ? (
            <p className="py-3 text-sm text-muted-foreground">{EMPTY[status]}</p>
          ) : (
            <ul className="grid gap-2">
              {byStatus[status].map((entry) => (
                <li key={entry.userId} className="flex items-start gap-3 rounded-md border p-3">
                  <InitialsAvatar size="sm" name={personName(entry)} avatarUrl={entry.avatarUrl} />
                  <div className="grid min-w-0 flex-1 gap-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{personName(entry)}</span>
                      <Pill tone={TONES[status]}>{ATTENDANCE_BADGE_LABELS[status]}</Pill>
                    </span>
                    {entry.notes ? <p className="text-sm break-words text-muted-foreground">{entry.notes}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** Roster Summary (spec 2.4): active players, staff, available slots (max minus players) and percent full. */
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/** Distinct people with an active staff row (one person may coach several games). */
export function distinctStaffCount(staff: TeamManage['staff']): number {
  return new Set(staff.map((row) => row.userId)).size;
}

export function rosterFill(activePlayers: number, maxRosterSize: number) {
  const availableSlots = Math.max(0, maxRosterSize - activePlayers);
  const percentFull = maxRosterSize > 0 ? Math.min(100, Math.round((activePlayers / maxRosterSize) * 100)) : 0;
  return { availableSlots, percentFull };
}

export function RosterSummary({ data }: { data: TeamManage }) {
  const { availableSlots, percentFull } = rosterFill(data.activePlayerCount, data.team.maxRosterSize);
  const figures = [
    { label: 'Active Players', value: String(data.activePlayerCount) },
    { label: 'Staff', value: String(distinctStaffCount(data.staff)) },
    { label: 'Available Slots', value: String(availableSlots) },
    { label: 'Percent Full', value: `${percentFull}%` },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Roster Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label} className="rounded-lg border bg-muted/40 p-3">
              <dt className="text-xs font-medium text-muted-foreground">{figure.label}</dt>
              <dd className="text-2xl font-bold">{figure.value}</dd>
            </div>
          ))}
        </dl>
        <div
          role="progressbar"
          aria-label="Roster filled"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percentFull}
          aria-valuetext={`${data.activePlayerCount} of ${data.team.maxRosterSize} players`}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percentFull}%` }} />
        </div>
      </CardContent>
    </Card>
  );
}

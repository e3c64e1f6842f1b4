/** The staff filter of the General Roster (spec 2.4): "All games" (staff de-duplicated by person) or one game profile. */
import { useId } from 'react';
import type { GameProfile, TeamStaffMember } from '#shared/contracts/teams-roster.ts';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { gameProfileLabel } from '../role-labels.ts';

export const ALL_GAMES = 'All games';

/** One row per person: the general-roster row when there is one, else their first game roster row. */
export function dedupeStaffByUser(staff: TeamStaffMember[]): TeamStaffMember[] {
  const byUser = new Map<string, TeamStaffMember>();
  for (const row of staff) {
    const kept = byUser.get(row.userId);
    if (!kept || (kept.gameProfileId !== null && row.gameProfileId === null)) byUser.set(row.userId, row);
  }
  return [...byUser.values()];
}

/** The staff the General Roster shows for a filter value ('' = all games). */
export function filterStaff(staff: TeamStaffMember[], gameProfileId: string): TeamStaffMember[] {
  return gameProfileId ? staff.filter((row) => row.gameProfileId === gameProfileId) : dedupeStaffByUser(staff);
}

export function StaffGameFilter({
  gameProfiles,
  value,
  onChange,
}: {
  gameProfiles: GameProfile[];
  value: string;
  onChange: (gameProfileId: string) => void;
}) {
  const id = useId();
  return (
    // On a phone the label sits above a full-width select: a select is as wide as its longest option
    // ("League of Legends (Competitive)"), which made the Roster tab scroll sideways at 360 px.
    <div className="flex w-full min-w-0 flex-col gap-1 sm:w-auto sm:flex-row sm:items-center sm:gap-2">
      <Label htmlFor={id} className="text-muted-foreground">
        Filter staff by game
      </Label>
      <NativeSelect id={id} className="h-9 w-full min-w-0 sm:w-auto sm:min-w-40" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{ALL_GAMES}</option>
        {gameProfiles.map((profile) => (
          <option key={profile.id} value={profile.id}>
            {gameProfileLabel(profile)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The "Team" picker of the team manager's tabs (Find players, Find scrims). */
import type { MyManagedTeam } from '#shared/contracts/matchmaking.ts';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';

export function TeamSelect({ id, teams, value, onChange }: { id: string; teams: MyManagedTeam[]; value: string; onChange: (teamId: string) => void }) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>Team</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {teams.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

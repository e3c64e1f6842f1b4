/**
 * Team Settings: hand the team to one of its active players or staff
 * (one entry per person, people can hold several rows), after a confirmation.
 */
import UserRoundCog from 'lucide-react/icons/user-round-cog';
import { useId, useMemo, useState } from 'react';
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

export interface OwnerCandidate {
  userId: string;
  name: string;
  /** "Player", "Staff" or "Player and staff". */
  kind: string;
}

/** Active players and staff, distinct by userId, the current owner left out, sorted by name. */
export function ownerCandidates(data: Pick<TeamManage, 'members' | 'staff' | 'team'>): OwnerCandidate[] {
  const byUser = new Map<string, { name: string; player: boolean; staff: boolean }>();
  for (const person of data.members) {
    const entry = byUser.get(person.userId) ?? { name: person.fullName ?? 'Unknown User', player: false, staff: false };
    entry.player = true;
    byUser.set(person.userId, entry);
  }
  for (const person of data.staff) {
    const entry = byUser.get(person.userId) ?? { name: person.fullName ?? 'Unknown User', player: false, staff: false };
    entry.staff = true;
    byUser.set(person.userId, entry);
  }
  byUser.delete(data.team.ownerUserId);
  return [...byUser.entries()]
    .map(([userId, entry]) => ({
      userId,
      name: entry.name,
      kind: entry.player && entry.staff ? 'Player and staff' : entry.player ? 'Player' : 'Staff',
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export interface TransferOwnershipCardProps {
  data: TeamManage;
  disabled?: boolean;
  /** Transfers; resolves true when it worked (the caller shows the toasts). */
  onTransfer: (newOwnerUserId: string) => Promise<boolean>;
  /** After a transfer, once the dialog has closed. */
  onTransferred: (newOwnerUserId: string) => void;
}

export function TransferOwnershipCard({ data, disabled = false, onTransfer, onTransferred }: TransferOwnershipCardProps) {
  const selectId = useId();
  const candidates = useMemo(() => ownerCandidates(data), [data]);
  const [choice, setChoice] = useState('');
  const chosen = candidates.find((candidate) => candidate.userId === choice);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Transfer ownership</CardTitle>
        <CardDescription>
          The new owner manages the team from then on. Only active players and staff of this team can become its owner.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {candidates.length === 0 ? (
          <p className="text-sm text-muted-foreground">Add players or staff to the team before you transfer its ownership.</p>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid min-w-60 flex-1 gap-2">
              <Label htmlFor={selectId}>New owner</Label>
              <NativeSelect id={selectId} value={choice} disabled={disabled} onChange={(event) => setChoice(event.target.value)}>
                <option value="">Choose a player or staff member</option>
                {candidates.map((candidate) => (
                  <option key={candidate.userId} value={candidate.userId}>
                    {candidate.name} ({candidate.kind})
                  </option>
                ))}
              </NativeSelect>
            </div>
            <ConfirmDialog
              trigger={
                <Button variant="outline" disabled={disabled || !chosen}>
                  <UserRoundCog aria-hidden="true" /> Transfer Ownership
                </Button>
              }
              title="Transfer ownership?"
              description={
                <>
                  {chosen?.name} will become the owner of {data.team.name}. Unless you are a platform admin or developer, you
                  will no longer be able to manage this team.
                </>
              }
              confirmLabel="Transfer Ownership"
              pendingText="Transferring..."
              destructive
              onConfirm={() => onTransfer(choice)}
              onDone={() => onTransferred(choice)}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

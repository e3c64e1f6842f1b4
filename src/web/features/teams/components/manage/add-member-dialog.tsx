/** Add Player (managers): pick a user or enter an email, choose a role (spec 2.7, 5); on a game tab it invites to that game roster. */
import { UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { addMemberSchema, MEMBER_ADD_ROLES, type AddMemberInput, type GameProfile } from '#shared/contracts/teams.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { useAddMember } from '../../api/add-member.ts';
import { gameProfileLabel, valueLabel } from './role-labels.ts';
import { INVITATION_SENT, invitationNote, isPersonPicked, pickedPersonRef, UserSearchPicker, type PickedPerson } from './user-search-picker.tsx';
import { WriteErrorAlert } from './write-error-alert.tsx';
import { ACCESS_DENIED_TEXTS, showWriteError, type WriteErrorMessage } from './write-error-toast.ts';

export const MEMBER_ADD_FAILED = 'Failed to add team member.';
export const GAME_MEMBER_ADD_FAILED = 'Failed to add member to game roster.';

type MemberAddRole = (typeof MEMBER_ADD_ROLES)[number];

export function AddMemberDialog({ teamId, gameProfile }: { teamId: string; gameProfile: GameProfile | null }) {
  const [open, setOpen] = useState(false);
  const addMember = useAddMember(teamId);
  return (
    <Dialog open={open} onOpenChange={(next) => !addMember.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm">
          <UserPlus aria-hidden="true" /> Add Player
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{gameProfile ? `Add Player to ${gameProfileLabel(gameProfile)}` : 'Add Player'}</DialogTitle>
          <DialogDescription>Find a player by name, or enter an email address. They get an invitation and join once they accept.</DialogDescription>
        </DialogHeader>
        <AddMemberForm
          teamId={teamId}
          gameProfile={gameProfile}
          isPending={addMember.isPending}
          onSubmit={(input) => addMember.mutateAsync(input)}
          onDone={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

interface AddMemberFormProps {
  teamId: string;
  gameProfile: GameProfile | null;
  isPending: boolean;
  onSubmit: (input: AddMemberInput) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

function AddMemberForm({ teamId, gameProfile, isPending, onSubmit, onDone, onCancel }: AddMemberFormProps) {
  const roleId = useId();
  const [picked, setPicked] = useState<PickedPerson | null>(null);
  const [role, setRole] = useState<MemberAddRole>('player');
  const [formError, setFormError] = useState<WriteErrorMessage | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked || !isPersonPicked(picked)) return;
    const input = { ...pickedPersonRef(picked), role, gameProfileId: gameProfile?.id ?? null };
    const parsed = addMemberSchema.safeParse(input);
    if (!parsed.success) {
      setFormError({ title: parsed.error.issues[0]?.message ?? 'Check the details and try again.' });
      return;
    }
    setFormError(null);
    try {
      await onSubmit(input);
      toast.success(INVITATION_SENT, { description: invitationNote(picked) });
      onDone();
    } catch (error) {
      // The dialog stays open with what was entered (spec 8).
      setFormError(
        showWriteError(error, {
        failure: gameProfile ? GAME_MEMBER_ADD_FAILED : MEMBER_ADD_FAILED,
        denied: ACCESS_DENIED_TEXTS.addMembers,
        }),
      );
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <UserSearchPicker
        teamId={teamId}
        kind="member"
        gameProfileId={gameProfile?.id ?? null}
        value={picked}
        onChange={(value) => {
          setPicked(value);
          setFormError(null);
        }}
        disabled={isPending}
      />
      <div className="grid gap-2">
        <Label htmlFor={roleId}>Role</Label>
        <NativeSelect id={roleId} value={role} disabled={isPending} onChange={(event) => setRole(event.target.value as MemberAddRole)}>
          {MEMBER_ADD_ROLES.map((option) => (
            <option key={option} value={option}>
              {valueLabel(option)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {formError ? <WriteErrorAlert message={formError} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={isPending} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isPersonPicked(picked) || isPending}>
          {isPending ? (
            <>
              <Spinner /> Inviting...
            </>
          ) : (
            'Add Player'
          )}
        </Button>
      </div>
    </form>
  );
}

/** Add Staff (managers): pick a user or invite by email, a role and optional contract dates (spec 2.7, 5). */
import { UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { addStaffSchema, STAFF_ROLES, type AddStaffInput, type GameProfile } from '#shared/contracts/teams.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { useAddStaff } from '../../api/add-staff.ts';
import { gameProfileLabel, valueLabel } from './role-labels.ts';
import { INVITATION_SENT, invitationNote, isPersonPicked, pickedPersonRef, UserSearchPicker, type PickedPerson } from './user-search-picker.tsx';
import { WriteErrorAlert } from './write-error-alert.tsx';
import { ACCESS_DENIED_TEXTS, showWriteError, type WriteErrorMessage } from './write-error-toast.ts';

export const STAFF_ADD_FAILED = 'Failed to add staff member.';
export const GAME_STAFF_ADD_FAILED = 'Failed to add staff to game roster.';

type StaffRole = (typeof STAFF_ROLES)[number];
type FieldName = 'role' | 'contractStart' | 'contractEnd';

export function AddStaffDialog({ teamId, gameProfile }: { teamId: string; gameProfile: GameProfile | null }) {
  const [open, setOpen] = useState(false);
  const addStaff = useAddStaff(teamId);
  return (
    <Dialog open={open} onOpenChange={(next) => !addStaff.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary">
          <UserPlus aria-hidden="true" /> Add Staff
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{gameProfile ? `Add Staff to ${gameProfileLabel(gameProfile)}` : 'Add Staff'}</DialogTitle>
          <DialogDescription>Find a coach or staff member by name, or enter an email address. They get an invitation and join once they accept.</DialogDescription>
        </DialogHeader>
        <AddStaffForm
          teamId={teamId}
          gameProfile={gameProfile}
          isPending={addStaff.isPending}
          onSubmit={(input) => addStaff.mutateAsync(input)}
          onDone={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

interface AddStaffFormProps {
  teamId: string;
  gameProfile: GameProfile | null;
  isPending: boolean;
  onSubmit: (input: AddStaffInput) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

function AddStaffForm({ teamId, gameProfile, isPending, onSubmit, onDone, onCancel }: AddStaffFormProps) {
  const [picked, setPicked] = useState<PickedPerson | null>(null);
  const [role, setRole] = useState<StaffRole | ''>('');
  const [contractStart, setContractStart] = useState('');
  const [contractEnd, setContractEnd] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<WriteErrorMessage | null>(null);
  const formId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked || !isPersonPicked(picked)) return;
    const input: AddStaffInput = {
      ...pickedPersonRef(picked),
      role: role as StaffRole,
      gameProfileId: gameProfile?.id ?? null,
      contractStart: contractStart || null,
      contractEnd: contractEnd || null,
    };
    const parsed = addStaffSchema.safeParse(input);
    if (!parsed.success) {
      const errors: Partial<Record<FieldName, string>> = {};
      let other: string | null = null;
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'role' || field === 'contractStart' || field === 'contractEnd') errors[field] ??= issue.message;
        else other ??= issue.message;
      }
      setFieldErrors(errors);
      setFormError(other ? { title: other } : null);
      return;
    }
    setFieldErrors({});
    setFormError(null);
    try {
      await onSubmit(input);
      toast.success(INVITATION_SENT, { description: invitationNote(picked) });
      onDone();
    } catch (error) {
      // The dialog stays open with what was entered (spec 8).
      setFormError(
        showWriteError(error, {
        failure: gameProfile ? GAME_STAFF_ADD_FAILED : STAFF_ADD_FAILED,
        denied: gameProfile ? ACCESS_DENIED_TEXTS.addStaff : ACCESS_DENIED_TEXTS.addStaffMembers,
        }),
      );
    }
  };

  return (
    <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <UserSearchPicker
        teamId={teamId}
        kind="staff"
        gameProfileId={gameProfile?.id ?? null}
        value={picked}
        onChange={(value) => {
          setPicked(value);
          setFormError(null);
        }}
        disabled={isPending}
      />
      <FormField label="Staff role" error={fieldErrors.role}>
        {(control) => (
          <NativeSelect
            {...control}
            value={role}
            disabled={isPending}
            onChange={(event) => {
              setRole(event.target.value as StaffRole | '');
              setFieldErrors((errors) => ({ ...errors, role: undefined }));
            }}
          >
            <option value="" disabled>
              Select a role
            </option>
            {STAFF_ROLES.map((option) => (
              <option key={option} value={option}>
                {valueLabel(option)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Contract start (optional)" error={fieldErrors.contractStart}>
          {(control) => (
            <Input {...control} type="date" value={contractStart} disabled={isPending} onChange={(event) => setContractStart(event.target.value)} />
          )}
        </FormField>
        <FormField label="Contract end (optional)" error={fieldErrors.contractEnd}>
          {(control) => (
            <Input {...control} type="date" value={contractEnd} disabled={isPending} onChange={(event) => setContractEnd(event.target.value)} />
          )}
        </FormField>
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
            'Add Staff'
          )}
        </Button>
      </div>
    </form>
  );
}

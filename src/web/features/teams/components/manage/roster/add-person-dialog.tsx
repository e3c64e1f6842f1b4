/**
 * The one "add a person to a roster" dialog (spec 2.7, 5): pick a user or
 * enter an email, fill the kind's own fields, send an invitation (the person
 * joins by accepting, docs/decisions/015). Add Player and Add Staff are kinds
 * of it (add-member-dialog.tsx, add-staff-dialog.tsx). On a game tab it
 * invites to that game roster.
 */
import UserPlus from 'lucide-react/icons/user-plus';
import { useState, type ComponentType, type FormEvent } from 'react';
import type { GameProfile } from '#shared/contracts/teams-roster.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { gameProfileLabel } from '../role-labels.ts';
import { INVITATION_SENT, invitationNote, isPersonPicked, pickedPersonRef, UserSearchPicker, type PickedPerson } from './user-search-picker.tsx';
import { WriteErrorAlert } from '../write-error-alert.tsx';
import { showWriteError, type WriteErrorMessage } from '../write-error-toast.ts';

export type PersonRef = ReturnType<typeof pickedPersonRef>;
export type FieldErrors<Fields> = Partial<Record<keyof Fields & string, string>>;

/** The kind's own fields (role, contract dates), rendered under the picker. */
export interface PersonFieldsProps<Fields> {
  fields: Fields;
  onChange: (change: Partial<Fields>) => void;
  errors: FieldErrors<Fields>;
  clearError: (name: keyof Fields & string) => void;
  disabled: boolean;
}

interface SafeParse {
  safeParse: (input: unknown) => { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export interface AddPersonKind<Fields, Input> {
  /** Whom the user search offers. */
  searchKind: 'member' | 'staff';
  /** "Player": the trigger and submit say "Add Player", the title "Add Player to <game>". */
  noun: string;
  triggerVariant?: 'secondary';
  description: string;
  initialFields: Fields;
  Fields: ComponentType<PersonFieldsProps<Fields>>;
  /** Issues on these paths show under their field; any other issue above the buttons. */
  fieldNames: readonly (keyof Fields & string)[];
  toInput: (person: PersonRef, fields: Fields, gameProfileId: string | null) => Input;
  schema: SafeParse;
  failure: (gameProfile: GameProfile | null) => string;
  denied: (gameProfile: GameProfile | null) => string;
}

export interface AddPersonMutation<Input> {
  isPending: boolean;
  mutateAsync: (input: Input) => Promise<unknown>;
}

interface AddPersonDialogProps<Fields, Input> {
  kind: AddPersonKind<Fields, Input>;
  teamId: string;
  gameProfile: GameProfile | null;
  mutation: AddPersonMutation<Input>;
}

export function AddPersonDialog<Fields, Input>({ kind, teamId, gameProfile, mutation }: AddPersonDialogProps<Fields, Input>) {
  const [open, setOpen] = useState(false);
  const action = addLabel(kind);
  return (
    <Dialog open={open} onOpenChange={(next) => !mutation.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant={kind.triggerVariant}>
          <UserPlus aria-hidden="true" /> {action}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{gameProfile ? `${action} to ${gameProfileLabel(gameProfile)}` : action}</DialogTitle>
          <DialogDescription>{kind.description}</DialogDescription>
        </DialogHeader>
        <AddPersonForm kind={kind} teamId={teamId} gameProfile={gameProfile} mutation={mutation} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AddPersonForm<Fields, Input>({ kind, teamId, gameProfile, mutation, onDone }: AddPersonDialogProps<Fields, Input> & { onDone: () => void }) {
  const [picked, setPicked] = useState<PickedPerson | null>(null);
  const [fields, setFields] = useState<Fields>(kind.initialFields);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Fields>>({});
  const [formError, setFormError] = useState<WriteErrorMessage | null>(null);
  const { isPending } = mutation;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked || !isPersonPicked(picked)) return;
    const input = kind.toInput(pickedPersonRef(picked), fields, gameProfile?.id ?? null);
    const parsed = kind.schema.safeParse(input);
    if (!parsed.success) {
      const errors: FieldErrors<Fields> = {};
      let other: string | null = null;
      for (const issue of parsed.error.issues) {
        const field = kind.fieldNames.find((name) => name === issue.path[0]);
        if (field) errors[field] ??= issue.message;
        else other ??= issue.message;
      }
      setFieldErrors(errors);
      setFormError(other ? { title: other } : null);
      return;
    }
    setFieldErrors({});
    setFormError(null);
    try {
      await mutation.mutateAsync(input);
      toast.success(INVITATION_SENT, { description: invitationNote(picked) });
      onDone();
    } catch (error) {
      // The dialog stays open with what was entered (spec 8).
      setFormError(showWriteError(error, { failure: kind.failure(gameProfile), denied: kind.denied(gameProfile) }));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <UserSearchPicker
        teamId={teamId}
        kind={kind.searchKind}
        gameProfileId={gameProfile?.id ?? null}
        value={picked}
        onChange={(value) => {
          setPicked(value);
          setFormError(null);
        }}
        disabled={isPending}
      />
      <kind.Fields
        fields={fields}
        onChange={(change) => setFields((current) => ({ ...current, ...change }))}
        errors={fieldErrors}
        clearError={(name) => setFieldErrors((errors) => ({ ...errors, [name]: undefined }))}
        disabled={isPending}
      />
      {formError ? <WriteErrorAlert message={formError} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isPersonPicked(picked) || isPending}>
          {isPending ? (
            <>
              <Spinner /> Inviting...
            </>
          ) : (
            addLabel(kind)
          )}
        </Button>
      </div>
    </form>
  );
}

/** "Add Player", "Add Staff": the trigger, the submit button and the start of the title. */
function addLabel(kind: { noun: string }): string {
  return `Add ${kind.noun}`;
}

/**
 * "Invite staff" (docs/decisions/034): an email address, the role (admin,
 * staff or admissions), a title and whether they show on the public page.
 * The answer is the same for every address; the invitation then shows in
 * the list until it is accepted.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import UserPlus from 'lucide-react/icons/user-plus';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  COLLEGE_STAFF_INVITATION_DAYS,
  COLLEGE_STAFF_ROLE_DESCRIPTIONS,
  COLLEGE_STAFF_TEXTS,
  COLLEGE_STAFF_TITLE_MAX,
  collegeStaffInviteSchema,
  type CollegeStaffInvite,
  type CollegeStaffRole,
} from '#shared/contracts/college-staff.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { ControlledSwitchField } from '#web/components/ui/form-switch-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useInviteCollegeStaff } from '../../api/college-staff.ts';
import { StaffRoleField } from './staff-role-field.tsx';

type InviteFormValues = { email: string; role: CollegeStaffRole | ''; title: string; isPublic: boolean };
const FIELD_NAMES = ['email', 'role', 'title', 'isPublic'] as const;

export function InviteStaffDialog({ slug, collegeName }: { slug: string; collegeName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" /> Invite staff
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite staff to {collegeName}</DialogTitle>
          <DialogDescription>
            We email them a link that works for {COLLEGE_STAFF_INVITATION_DAYS} days. They join after signing in with that address and
            accepting. Staff must be 18 or older.
          </DialogDescription>
        </DialogHeader>
        {open ? <InviteStaffForm slug={slug} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function InviteStaffForm({ slug, onDone }: { slug: string; onDone: () => void }) {
  const invite = useInviteCollegeStaff(slug);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InviteFormValues, unknown, CollegeStaffInvite>({
    resolver: zodResolver(collegeStaffInviteSchema) as unknown as Resolver<InviteFormValues, unknown, CollegeStaffInvite>,
    defaultValues: { email: '', role: '', title: '', isPublic: false },
  });
  const { errors, isSubmitting } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await invite.mutateAsync(values);
      toast.success(COLLEGE_STAFF_TEXTS.invited, { description: COLLEGE_STAFF_TEXTS.invitedDescription(values.email) });
      onDone();
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELD_NAMES)) return;
      setFormError(error instanceof Error ? error.message : 'Could not send the invitation. Try again.');
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <FormField label="Email address" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="off" required {...form.register('email')} />}
      </FormField>
      <StaffRoleField
        registration={form.register('role')}
        description={role ? COLLEGE_STAFF_ROLE_DESCRIPTIONS[role] : 'What they may do on this page.'}
        error={errors.role?.message}
        placeholder="Pick a role"
      />
      <FormField label="Title (optional)" description="Shown with their name, e.g. Head Coach." error={errors.title?.message}>
        {(control) => <Input {...control} maxLength={COLLEGE_STAFF_TITLE_MAX} {...form.register('title')} />}
      </FormField>
      <ControlledSwitchField control={form.control} name="isPublic" label="Show on the public page" description="Their name and title appear in the college page’s Staff section." />
      <FormActions submitLabel="Send Invitation" pendingLabel="Sending..." isPending={isSubmitting} onCancel={onDone} />
    </form>
  );
}

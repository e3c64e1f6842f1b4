/** Changing a member's role and title (docs/decisions/034); only what changed is sent, and the list updates at once. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  COLLEGE_STAFF_ROLE_DESCRIPTIONS,
  COLLEGE_STAFF_TITLE_MAX,
  collegeStaffInviteSchema,
  type CollegeStaffMember,
  type CollegeStaffRole,
  type CollegeStaffUpdate,
} from '#shared/contracts/college-staff.ts';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { EditDialog } from '#web/components/ui/edit-dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useUpdateCollegeStaffMember } from '../../api/college-staff.ts';
import { StaffRoleField } from './staff-role-field.tsx';

const memberFormSchema = collegeStaffInviteSchema.pick({ role: true, title: true });
type MemberFormValues = { role: CollegeStaffRole; title: string };
type MemberFormOutput = z.output<typeof memberFormSchema>;
const FIELD_NAMES = ['role', 'title'] as const;

export function EditStaffMemberDialog({ slug, member }: { slug: string; member: CollegeStaffMember }) {
  const [open, setOpen] = useState(false);
  return (
    <EditDialog
      name={member.displayName}
      description="Their role decides what they may do on this page; the title shows with their name."
      open={open}
      onOpenChange={setOpen}
    >
      {open ? <EditStaffMemberForm slug={slug} member={member} onDone={() => setOpen(false)} /> : null}
    </EditDialog>
  );
}

function EditStaffMemberForm({ slug, member, onDone }: { slug: string; member: CollegeStaffMember; onDone: () => void }) {
  const update = useUpdateCollegeStaffMember(slug);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MemberFormValues, unknown, MemberFormOutput>({
    resolver: zodResolver(memberFormSchema) as unknown as Resolver<MemberFormValues, unknown, MemberFormOutput>,
    defaultValues: { role: member.role, title: member.title ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const data: CollegeStaffUpdate = {};
    if (values.role !== member.role) data.role = values.role;
    if (values.title !== member.title) data.title = values.title;
    if (Object.keys(data).length === 0) return onDone();
    try {
      await update.mutateAsync({ userId: member.userId, data });
      toast.success('Staff member updated', { description: member.displayName });
      onDone();
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELD_NAMES)) return;
      setFormError(error instanceof Error ? error.message : 'Could not save. Try again.');
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <StaffRoleField registration={form.register('role')} description={COLLEGE_STAFF_ROLE_DESCRIPTIONS[role]} error={errors.role?.message} />
      <FormField label="Title (optional)" error={errors.title?.message}>
        {(control) => <Input {...control} maxLength={COLLEGE_STAFF_TITLE_MAX} {...form.register('title')} />}
      </FormField>
      <FormActions submitLabel="Save" pendingLabel="Saving..." isPending={isSubmitting} onCancel={onDone} />
    </form>
  );
}

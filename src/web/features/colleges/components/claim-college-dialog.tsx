/**
 * "Claim this page" (issue 12.4, docs/decisions/032): the role the viewer
 * holds at the college and their evidence; the answer goes to the account's
 * email, shown here so they know where to look.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Flag from 'lucide-react/icons/flag';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { AppError } from '#shared/app-error.ts';
import {
  COLLEGE_CLAIM_EVIDENCE_MAX,
  COLLEGE_CLAIM_ROLE_LABELS,
  COLLEGE_CLAIM_ROLES,
  COLLEGE_CLAIM_TEXTS,
  collegeClaimRequestSchema,
  type CollegeClaimRequest,
} from '#shared/contracts/college-claims.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useRequestCollegeClaim } from '../api/college-claims.ts';
import { collegeKeys } from '../api/college-keys.ts';

type ClaimFormValues = { role: CollegeClaimRequest['role'] | ''; evidence: string };
const FIELD_NAMES = ['role', 'evidence'] as const;

export function ClaimCollegeDialog({ slug, collegeName, email }: { slug: string; collegeName: string; email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Flag aria-hidden="true" /> {COLLEGE_CLAIM_TEXTS.claimThisPage}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Claim {collegeName}</DialogTitle>
          <DialogDescription>
            Tell platform staff who you are at this college. If they approve, you become an admin of this page. We email the answer to {email}.
          </DialogDescription>
        </DialogHeader>
        {open ? <ClaimCollegeForm slug={slug} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ClaimCollegeForm({ slug, onDone }: { slug: string; onDone: () => void }) {
  const request = useRequestCollegeClaim(slug);
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ClaimFormValues, unknown, CollegeClaimRequest>({
    // The select starts empty (''), which the schema refuses with its field message.
    resolver: zodResolver(collegeClaimRequestSchema) as unknown as Resolver<ClaimFormValues, unknown, CollegeClaimRequest>,
    defaultValues: { role: '', evidence: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await request.mutateAsync(values);
      toast.success(COLLEGE_CLAIM_TEXTS.submitted, { description: COLLEGE_CLAIM_TEXTS.submittedDescription });
      onDone();
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELD_NAMES)) return;
      setFormError(error instanceof Error ? error.message : 'Could not send the request. Try again.');
      // Claimed, already asked, at the limit of pending requests or under 18 meanwhile: the page shows the new state behind the dialog.
      if (error instanceof AppError && (error.code === 'conflict' || error.code === 'forbidden')) {
        void queryClient.invalidateQueries({ queryKey: collegeKeys.detail(slug) });
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <FormField label="Your role at the college" error={errors.role?.message}>
        {(control) => (
          <NativeSelect {...control} required {...form.register('role')}>
            <option value="">Pick your role</option>
            {COLLEGE_CLAIM_ROLES.map((role) => (
              <option key={role} value={role}>
                {COLLEGE_CLAIM_ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label="Evidence"
        description={`Your title, a staff directory page that lists you, who can vouch for you (at most ${COLLEGE_CLAIM_EVIDENCE_MAX.toLocaleString('en-US')} characters).`}
        error={errors.evidence?.message}
      >
        {(control) => <Textarea {...control} required rows={5} maxLength={COLLEGE_CLAIM_EVIDENCE_MAX} {...form.register('evidence')} />}
      </FormField>
      <FormActions submitLabel="Send Request" pendingLabel="Sending..." isPending={isSubmitting} onCancel={onDone} />
    </form>
  );
}

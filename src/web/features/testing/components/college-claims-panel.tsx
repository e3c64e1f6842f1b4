/**
 * The College claims tab (docs/decisions/032): platform staff see the
 * requests, pending first, with the evidence, the domain signal and the
 * requester's age band today (issue 24), and approve (the requester becomes
 * programs_college_admin of the college) or reject with a reason. A request
 * whose requester is under 18 cannot be approved (the server refuses it too):
 * it shows why in place of Approve, and can be rejected. The requester is
 * emailed either answer.
 */
import { format } from 'date-fns';
import BadgeCheck from 'lucide-react/icons/badge-check';
import CircleHelp from 'lucide-react/icons/circle-question-mark';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AppError } from '#shared/app-error.ts';
import {
  COLLEGE_CLAIM_AGE_BAND_LABELS,
  COLLEGE_CLAIM_REASON_MAX,
  COLLEGE_CLAIM_ROLE_LABELS,
  COLLEGE_CLAIM_TEXTS,
  collegeClaimRejectSchema,
  type CollegeClaimReview,
} from '#shared/contracts/college-claims.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { paths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';
import { useCollegeClaims, useReviewCollegeClaim } from '../api/college-claims.ts';

const STATUS_LABELS: Record<CollegeClaimReview['status'], string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

function DomainSignal({ strong }: { strong: boolean }) {
  return strong ? (
    <span className="inline-flex items-center gap-1 rounded-full border border-success/50 bg-success/10 px-2 py-0.5 text-xs font-medium text-success">
      <BadgeCheck aria-hidden="true" className="size-3.5" /> {COLLEGE_CLAIM_TEXTS.domainSignal}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium text-muted-foreground">
      <CircleHelp aria-hidden="true" className="size-3.5" /> {COLLEGE_CLAIM_TEXTS.noDomainSignal}
    </span>
  );
}

function ApproveButton({ claim }: { claim: CollegeClaimReview }) {
  const review = useReviewCollegeClaim();
  async function approve() {
    try {
      await review.mutateAsync({ claimId: claim.id, decision: 'approve' });
      toast.success('Claim approved', { description: `${claim.requester.displayName} is now an admin of ${claim.college.name}.` });
      return true;
    } catch (error) {
      toast.error('Could not approve the claim', { description: error instanceof Error ? error.message : undefined });
      return false;
    }
  }
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" aria-label={`Approve the claim of ${claim.college.name} by ${claim.requester.displayName}`}>
          Approve
        </Button>
      }
      title="Approve this claim?"
      description={`${claim.requester.displayName} becomes programs_college_admin of ${claim.college.name} and the page is marked claimed. Other pending requests for this page are answered as not approved.`}
      confirmLabel="Approve Claim"
      pendingText="Approving..."
      isPending={review.isPending}
      onConfirm={approve}
    />
  );
}

function RejectButton({ claim }: { claim: CollegeClaimReview }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useReviewCollegeClaim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = collegeClaimRejectSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Reason is required');
      return;
    }
    setError(null);
    try {
      await review.mutateAsync({ claimId: claim.id, decision: 'reject', reason: parsed.data.reason });
      toast.success('Claim rejected', { description: `${claim.requester.displayName} is emailed the reason.` });
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof AppError ? (failure.fields?.reason ?? failure.message) : 'Could not reject the claim.');
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setReason('');
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Reject the claim of ${claim.college.name} by ${claim.requester.displayName}`}>
          Reject
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject this claim</DialogTitle>
          <DialogDescription>
            {claim.requester.displayName} is emailed this reason and sees it on the page of {claim.college.name}.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField label="Reason" error={error ?? undefined}>
            {(control) => (
              <Textarea {...control} rows={3} required maxLength={COLLEGE_CLAIM_REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={review.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={review.isPending}>
              {review.isPending ? <Spinner /> : null} Reject Claim
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ClaimCard({ claim }: { claim: CollegeClaimReview }) {
  return (
    <li className="grid gap-3 rounded-lg border p-4" aria-label={`Claim of ${claim.college.name} by ${claim.requester.displayName}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <Link to={paths.college.getHref(claim.college.slug)} className="font-semibold break-words text-primary underline-offset-4 hover:underline">
            {claim.college.name}
          </Link>
          <p className="text-sm text-muted-foreground break-all">{claim.college.website ?? 'No website on record'}</p>
          {/* Where a platform admin sets the college's plan by hand (docs/decisions/046, 070). */}
          <Link
            to={paths.subscription.getHref({ type: 'college', id: claim.college.id })}
            className="inline-flex min-h-6 items-center self-start text-sm text-primary underline-offset-4 hover:underline"
          >
            College plan
          </Link>
        </div>
        <span className="rounded-full border px-2 py-0.5 text-xs font-medium">{STATUS_LABELS[claim.status]}</span>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-muted-foreground">Requester</dt>
        <dd className="break-words">
          {claim.requester.displayName} · <span className="break-all">{claim.contactEmail}</span>
        </dd>
        <dt className="text-muted-foreground">Age</dt>
        <dd className={claim.requester.ageBand === 'minor' ? 'font-medium text-destructive' : undefined}>
          {COLLEGE_CLAIM_AGE_BAND_LABELS[claim.requester.ageBand]}
        </dd>
        <dt className="text-muted-foreground">Says they are</dt>
        <dd>{COLLEGE_CLAIM_ROLE_LABELS[claim.role]}</dd>
        <dt className="text-muted-foreground">Asked</dt>
        <dd>{format(new Date(claim.createdAt), 'PPp')}</dd>
        {claim.reviewedAt ? (
          <>
            <dt className="text-muted-foreground">Reviewed</dt>
            <dd>
              {format(new Date(claim.reviewedAt), 'PPp')}
              {claim.reviewer ? ` by ${claim.reviewer.displayName}` : ''}
            </dd>
          </>
        ) : null}
        {claim.rejectionReason ? (
          <>
            <dt className="text-muted-foreground">Reason</dt>
            <dd className="break-words">{claim.rejectionReason}</dd>
          </>
        ) : null}
      </dl>
      <DomainSignal strong={claim.emailAtCollegeDomain} />
      <div className="grid gap-1">
        <h4 className="text-sm font-semibold">Evidence</h4>
        <p className="rounded-md bg-muted/50 px-3 py-2 text-sm break-words whitespace-pre-wrap">{claim.evidence}</p>
      </div>
      {claim.status === 'pending' ? (
        <div className="flex flex-wrap items-center gap-2">
          {claim.requester.ageBand === 'minor' ? (
            <p className="text-sm font-medium text-destructive">{COLLEGE_CLAIM_TEXTS.minorCannotBeApproved}</p>
          ) : claim.college.isClaimed ? (
            <p className="text-sm text-muted-foreground">{COLLEGE_CLAIM_TEXTS.claimedByOther}</p>
          ) : (
            <ApproveButton claim={claim} />
          )}
          <RejectButton claim={claim} />
        </div>
      ) : null}
    </li>
  );
}

export function CollegeClaimsPanel() {
  const claims = useCollegeClaims();
  return (
    <section aria-labelledby="college-claims-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="college-claims-heading" className="text-xl font-semibold">
            College claims
          </h2>
          <p className="text-sm text-muted-foreground">Requests to claim a college page, pending first. Approving makes the requester the page’s admin.</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void claims.refetch()} disabled={claims.isFetching}>
          {claims.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />} Reload
        </Button>
      </div>
      {claims.isPending ? (
        <div role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> Loading claims...
        </div>
      ) : claims.isError ? (
        <FormAlert>Could not load the claims. {claims.error.message}</FormAlert>
      ) : claims.data.rows.length === 0 ? (
        <p className="text-muted-foreground">No one has asked to claim a college page yet.</p>
      ) : (
        <ul aria-label="College claims" className="grid gap-3">
          {claims.data.rows.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} />
          ))}
        </ul>
      )}
    </section>
  );
}

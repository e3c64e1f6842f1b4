/**
 * The status page's controls (docs/decisions/041), each shown only when the
 * server said the viewer may use it: the player's and a minor's guardian's
 * public consent, a guardian's approval, the college's Confirm and Decline,
 * Withdraw, and a share link.
 */
import Check from 'lucide-react/icons/check';
import Link2 from 'lucide-react/icons/link-2';
import X from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import type { Outcome } from '#shared/contracts/outcomes.ts';
import { OUTCOME_TEXTS } from '#shared/recruiting/outcome-texts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { confirmWithToast } from '#web/lib/confirm-with-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useOutcomeConsent, useOutcomeDecision, useOutcomeShortLink, type OutcomeDecision } from '../api/outcome-actions.ts';
import { outcomeVisibilityLine } from './outcome-format.ts';

const DONE: Record<OutcomeDecision, string> = {
  confirm: 'Outcome confirmed',
  decline: 'Outcome declined',
  'guardian-approval': 'Outcome approved',
  withdraw: 'Outcome withdrawn',
};

/** Show publicly: the viewer's own consent (the player's, or a minor's guardian's). */
export function OutcomeConsentSwitch({ outcome }: { outcome: Outcome }) {
  const id = useId();
  const consent = useOutcomeConsent(outcome.id);
  const asGuardian = outcome.viewer.relation === 'guardian';
  const checked = asGuardian ? outcome.guardianPublicConsent : outcome.playerPublicConsent;
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-3">
        <Switch
          id={id}
          checked={checked}
          disabled={consent.isPending}
          onCheckedChange={(show) =>
            consent.mutate(show, {
              onSuccess: () => toast.success(show ? 'Your consent is recorded' : 'Your consent is withdrawn'),
              onError: (error) => toast.error(error.message),
            })
          }
        />
        <Label htmlFor={id}>{asGuardian ? 'I consent to showing this publicly' : 'Show publicly'}</Label>
        {consent.isPending ? <Spinner /> : null}
      </div>
      <p className="text-sm text-muted-foreground">
        {outcome.needsGuardianConsent
          ? `The player ${outcome.playerPublicConsent ? 'consents' : 'has not consented'}; a guardian ${outcome.guardianPublicConsent ? 'consents' : 'has not consented'}. `
          : ''}
        {outcomeVisibilityLine(outcome)} Either of you can withdraw consent at any time.
      </p>
    </div>
  );
}

function DecisionButton({ outcome, decision, label, variant = 'default' }: { outcome: Outcome; decision: OutcomeDecision; label: string; variant?: 'default' | 'outline' }) {
  const action = useOutcomeDecision(outcome.id);
  return (
    <Button
      variant={variant}
      disabled={action.isPending}
      onClick={() => action.mutate(decision, { onSuccess: () => toast.success(DONE[decision]), onError: (error) => toast.error(error.message) })}
    >
      {action.isPending ? <Spinner /> : decision === 'decline' ? <X aria-hidden="true" /> : <Check aria-hidden="true" />} {label}
    </Button>
  );
}

/** Withdraw, confirmed first: it is shown nowhere afterwards. */
function WithdrawButton({ outcome, onWithdrawn }: { outcome: Outcome; onWithdrawn: () => void }) {
  const action = useOutcomeDecision(outcome.id);
  return (
    <ConfirmDialog
      trigger={<Button variant="outline">Withdraw</Button>}
      title="Withdraw this outcome?"
      description="It is kept for the record but shown nowhere, and its share links stop working. This cannot be undone."
      confirmLabel="Withdraw"
      pendingText="Withdrawing..."
      isPending={action.isPending}
      onConfirm={() => confirmWithToast(() => action.mutateAsync('withdraw'), DONE.withdraw, (error) => toast.error(error instanceof Error ? error.message : 'Could not withdraw the outcome'))}
      onDone={onWithdrawn}
    />
  );
}

/** The status page's short link, made on demand. */
function ShareLink({ outcome }: { outcome: Outcome }) {
  const fieldId = useId();
  const shortLink = useOutcomeShortLink(outcome.id);
  const [copied, setCopied] = useState(false);
  if (!shortLink.data) {
    return (
      <Button
        variant="outline"
        disabled={shortLink.isPending}
        onClick={() => shortLink.mutate(undefined, { onError: (error) => toast.error(error.message) })}
      >
        {shortLink.isPending ? <Spinner /> : <Link2 aria-hidden="true" />} Share
      </Button>
    );
  }
  const link = `${window.location.origin}${shortLink.data.path}`;
  return (
    <div className="grid w-full gap-2 sm:max-w-md">
      <Label htmlFor={fieldId}>Short link</Label>
      <div className="flex gap-2">
        <Input id={fieldId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <Button
          variant="outline"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(link)
              .then(() => {
                setCopied(true);
                toast.success('Link copied');
              })
              .catch(() => toast.error('Copy the link from the field.'));
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}

export function OutcomeControls({ outcome, onWithdrawn }: { outcome: Outcome; onWithdrawn: () => void }) {
  const { viewer } = outcome;
  const any = viewer.canApprove || viewer.canConsent || viewer.canConfirm || viewer.canWithdraw || viewer.canShare;
  if (!any) return null;
  return (
    <section aria-labelledby="outcome-controls" className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <h2 id="outcome-controls" className="text-lg font-semibold">
        {viewer.relation === 'college_staff' || viewer.relation === 'platform_staff' ? 'For the college' : 'Your choices'}
      </h2>
      {viewer.canApprove ? (
        <div className="grid justify-items-start gap-2">
          <p className="text-sm">{OUTCOME_TEXTS.awaitingApproval} Approving lets the college see and confirm it; it stays private until you both consent to show it.</p>
          <DecisionButton outcome={outcome} decision="guardian-approval" label="Approve" />
        </div>
      ) : null}
      {viewer.canConsent ? <OutcomeConsentSwitch outcome={outcome} /> : null}
      {viewer.canConfirm ? (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">The player reported this. Confirm it if it is so; decline it if not.</p>
          <div className="flex flex-wrap gap-2">
            {!outcome.confirmed ? <DecisionButton outcome={outcome} decision="confirm" label="Confirm" /> : null}
            {!outcome.declined ? <DecisionButton outcome={outcome} decision="decline" label="Decline" variant="outline" /> : null}
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        {viewer.canShare ? <ShareLink outcome={outcome} /> : null}
        {viewer.canWithdraw ? <WithdrawButton outcome={outcome} onWithdrawn={onWithdrawn} /> : null}
      </div>
    </section>
  );
}

import { useId, useState } from 'react';
import { APPROVABLE_VISIBILITIES, APPROVABLE_VISIBILITY_LABELS, GUARDIAN_TEXTS, type ApprovableVisibility } from '#shared/contracts/guardians.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#web/components/ui/radio-group.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { useApprovePublishing } from '../api/approve-publishing.ts';

const HELP: Record<ApprovableVisibility, string> = {
  recruiters_only: 'College recruiters and the player’s own team staff. Recommended.',
  public: 'Anyone, signed out too: display name, class year and state only while under 18.',
};

/** Approve publishing, choosing the audience (recruiters only by default). */
export function ApprovePublishingForm({ userId, current }: { userId: string; current: ApprovableVisibility | null }) {
  const [choice, setChoice] = useState<ApprovableVisibility>(current ?? 'recruiters_only');
  const approve = useApprovePublishing(userId);
  const id = useId();
  const submit = async () => {
    try {
      await approve.mutateAsync(choice);
      toast.success(GUARDIAN_TEXTS.approved, { description: APPROVABLE_VISIBILITY_LABELS[choice] });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not approve');
    }
  };
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Who may see the profile</legend>
        <RadioGroup value={choice} onValueChange={(value) => setChoice(value as ApprovableVisibility)}>
          {APPROVABLE_VISIBILITIES.map((value) => (
            <div key={value} className="flex items-start gap-2">
              <RadioGroupItem value={value} id={`${id}-${value}`} aria-describedby={`${id}-${value}-help`} className="mt-0.5" />
              <div className="grid gap-0.5">
                <Label htmlFor={`${id}-${value}`}>{APPROVABLE_VISIBILITY_LABELS[value]}</Label>
                <p id={`${id}-${value}-help`} className="text-xs text-muted-foreground">
                  {HELP[value]}
                </p>
              </div>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      <Button type="submit" className="justify-self-start" disabled={approve.isPending}>
        {approve.isPending ? <Spinner /> : null}
        {current ? 'Save choice' : 'Approve publishing'}
      </Button>
    </form>
  );
}

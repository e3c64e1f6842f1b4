/**
 * The onboarding screen's body (/welcome): the progress bar, the steps of
 * this user's kind of setup, the current step's form, and the finish step.
 * Each save stores the draft, so a reload resumes after the last saved step.
 */
import Check from 'lucide-react/icons/check';
import { useEffect, useRef, useState } from 'react';
import type { ProfileSetupDraft } from '#shared/contracts/profile-setup.ts';
import { resumeStep } from '#shared/account/profile-setup-steps.ts';
import type { OnboardingStep } from '#shared/value-sets.ts';
import { SetupStepIllustration } from '#web/components/illustrations/setup-step-illustrations.tsx';
import { cn } from '#web/lib/cn.ts';
import { AcademicsStepForm } from './academics-step-form.tsx';
import { FinishSetupStep } from './finish-setup-step.tsx';
import { GamesStepForm } from './games-step-form.tsx';
import { HighlightsStepForm } from './highlights-step-form.tsx';
import { IdentityStepForm } from './identity-step-form.tsx';
import { SetupProgress } from './setup-progress.tsx';
import { VisibilityStepForm } from './visibility-step-form.tsx';

type StepId = OnboardingStep | 'finish';

export const STEP_TITLES: Record<StepId, string> = {
  identity: 'Who you are',
  games: 'Your games',
  academics: 'School and academics',
  highlights: 'Highlights',
  visibility: 'Visibility and family',
  finish: 'Finish',
};

export function ProfileSetupStepper({ draft }: { draft: ProfileSetupDraft }) {
  const steps: StepId[] = [...draft.steps, 'finish'];
  const [current, setCurrent] = useState<StepId>(() => (draft.setupCompletedAt ? 'finish' : resumeStep(draft.kind, draft.onboardingStep)));
  // Steps up to the furthest one reached may be opened from the list.
  const reached = Math.max(steps.indexOf(resumeStep(draft.kind, draft.onboardingStep)), draft.setupCompletedAt ? steps.length - 1 : 0, steps.indexOf(current));
  const index = steps.indexOf(current);
  const heading = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  useEffect(() => {
    // A new step's form replaces the old one: keyboard and screen-reader users start at its heading.
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [current]);

  const goTo = (step: StepId | undefined) => {
    if (step) setCurrent(step);
  };
  const next = () => goTo(steps[index + 1]);
  const back = index > 0 ? () => goTo(steps[index - 1]) : undefined;

  return (
    <div className="grid gap-6">
      <SetupProgress percent={draft.completionPercent} missing={draft.missing} />
      <nav aria-label="Setup steps">
        <ol className="flex flex-wrap gap-2">
          {steps.map((step, position) => {
            const isCurrent = step === current;
            const isDone = position < reached || (step !== 'finish' && draft.setupCompletedAt !== null);
            return (
              <li key={step}>
                <button
                  type="button"
                  disabled={position > reached}
                  aria-current={isCurrent ? 'step' : undefined}
                  onClick={() => goTo(step)}
                  className={cn(
                    'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
                    isCurrent ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
                  )}
                >
                  {isDone && !isCurrent ? <Check aria-hidden="true" className="size-3.5" /> : <span aria-hidden="true">{position + 1}.</span>}
                  {STEP_TITLES[step]}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <section aria-labelledby="setup-step-heading" className="grid gap-4">
        {/* The step's drawing sits beside its heading, not above it, so the form stays in view on a phone. */}
        <div className="flex items-center gap-3">
          <SetupStepIllustration step={current} />
          <h2 id="setup-step-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
            Step {index + 1} of {steps.length}: {STEP_TITLES[current]}
          </h2>
        </div>
        {current === 'identity' ? (
          <IdentityStepForm initialValues={draft.identity} kind={draft.kind} isFirstVisit={draft.onboardingStep === null} onSaved={next} onBack={back} />
        ) : null}
        {current === 'games' ? <GamesStepForm initialValues={draft.games} onSaved={next} onBack={back} /> : null}
        {current === 'academics' ? <AcademicsStepForm initialValues={draft.academics} onSaved={next} onBack={back} /> : null}
        {current === 'highlights' ? <HighlightsStepForm initialValues={draft.highlights} onSaved={next} onBack={back} /> : null}
        {current === 'visibility' ? <VisibilityStepForm initialValues={draft.visibility} isMinor={draft.isMinor} guardianApprovedVisibility={draft.guardian.approvedVisibility} guardianRevoked={draft.guardian.revoked} deletionRequested={draft.deletionRequested} onSaved={next} onBack={back} /> : null}
        {current === 'finish' ? <FinishSetupStep draft={draft} onBack={() => goTo(steps[Math.max(0, steps.length - 2)])} /> : null}
      </section>
    </div>
  );
}

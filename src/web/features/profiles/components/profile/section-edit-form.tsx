import type { ProfileSetupDraft } from '#shared/contracts/profile-setup.ts';
import { ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { useProfileSetup } from '../../api/get-profile-setup.ts';
import { AcademicsStepForm } from '../setup/academics-step-form.tsx';
import { GamesStepForm } from '../setup/games-step-form.tsx';
import { HighlightsStepForm } from '../setup/highlights-step-form.tsx';
import { IdentityStepForm } from '../setup/identity-step-form.tsx';
import { VisibilityStepForm } from '../setup/visibility-step-form.tsx';
import type { ProfileSection } from './profile-labels.ts';

/** The onboarding step form of one section, filled from the owner's draft (GET /api/profile/setup). */
export function SectionEditForm({ section, onSaved }: { section: ProfileSection; onSaved: (draft: ProfileSetupDraft) => void }) {
  const setup = useProfileSetup();
  if (setup.isPending) return <LoadingState layout="inline">Loading your profile...</LoadingState>;
  if (!setup.data) {
    const error = { message: setup.error?.message || 'Could not load your profile.' };
    return <ErrorState layout="inline" error={error} retryLabel="Try Again" onRetry={() => void setup.refetch()} />;
  }
  const draft = setup.data;
  const common = { onSaved, submitLabel: 'Save' };
  switch (section) {
    case 'identity':
      return <IdentityStepForm initialValues={draft.identity} kind={draft.kind} {...common} />;
    case 'games':
      return <GamesStepForm initialValues={draft.games} {...common} />;
    case 'academics':
      return <AcademicsStepForm initialValues={draft.academics} {...common} />;
    case 'highlights':
      return <HighlightsStepForm initialValues={draft.highlights} {...common} />;
    case 'visibility':
      return <VisibilityStepForm initialValues={draft.visibility} isMinor={draft.isMinor} guardianApprovedVisibility={draft.guardian.approvedVisibility} guardianRevoked={draft.guardian.revoked} deletionRequested={draft.deletionRequested} {...common} />;
  }
}

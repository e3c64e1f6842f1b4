/**
 * The last step: what finishing means for this user (publishing with the
 * chosen audience; for a minor, waiting for a guardian; for parents and
 * recruiters, nothing is published), then what comes next.
 */
import { Link } from 'react-router';
import { profileAudienceText } from '#shared/access/profile-audience.ts';
import { PROFILE_SETUP_TEXTS, type ProfileSetupDraft } from '#shared/contracts/profile-setup.ts';
import { AppError } from '#shared/app-error.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useFinishProfileSetup } from '../../api/finish-profile-setup.ts';
import { VISIBILITY_CHOICES } from './visibility-step-form.tsx';

/** The guardian page (issue 11.5) and the recruiter search (11.6) are built beside this; their paths are fixed by the issue. */
const GUARDIAN_PAGE = '/guardian';
const PLAYER_SEARCH = '/players';

/** Who sees the player's profile (once published, or as it is now), by the rule the server applies (docs/decisions/067). */
function draftAudienceText(draft: ProfileSetupDraft, isPublished: boolean): string {
  return profileAudienceText(
    {
      isMinor: draft.isMinor,
      isPublished,
      visibility: draft.visibility.visibility,
      guardianApprovedVisibility: draft.guardian.approvedVisibility,
      deletionRequested: draft.deletionRequested,
      guardianRevoked: draft.guardian.revoked,
    },
    { kind: 'owner' },
  );
}

function WhatFinishingMeans({ draft }: { draft: ProfileSetupDraft }) {
  if (draft.kind === 'family') return <p>Finish to save your details. Next, the guardian page lists the players linked to you and what waits for your approval.</p>;
  if (draft.kind === 'recruiter') return <p>Finish to save your details. Next, search players by game, rank, role and class year.</p>;
  const audience = VISIBILITY_CHOICES[draft.visibility.visibility];
  const outcome = draftAudienceText(draft, true);
  return (
    <div className="grid gap-2">
      <p>
        Finishing publishes your profile. You chose: <strong>{audience.label}</strong>.
      </p>
      <p className="font-medium">{outcome}</p>
    </div>
  );
}

function WhatNext({ draft }: { draft: ProfileSetupDraft }) {
  if (draft.kind === 'family') {
    return (
      <Button asChild>
        <Link to={GUARDIAN_PAGE}>Go to the guardian page</Link>
      </Button>
    );
  }
  if (draft.kind === 'recruiter') {
    return (
      <Button asChild>
        <Link to={PLAYER_SEARCH}>Search players</Link>
      </Button>
    );
  }
  return (
    <Button asChild>
      <Link to={paths.player.getHref(draft.identity.slug)}>View my profile</Link>
    </Button>
  );
}

export interface FinishSetupStepProps {
  draft: ProfileSetupDraft;
  onBack: () => void;
}

export function FinishSetupStep({ draft, onBack }: FinishSetupStepProps) {
  const finish = useFinishProfileSetup();
  if (draft.setupCompletedAt) {
    return (
      <div className="grid gap-4">
        <FormAlert tone="success">{finish.data?.message ?? (draft.kind === 'player' ? draftAudienceText(draft, draft.isPublished) : PROFILE_SETUP_TEXTS.setupDone)}</FormAlert>
        <div className="flex flex-wrap gap-2">
          <WhatNext draft={draft} />
          <Button type="button" variant="outline" onClick={onBack}>
            Edit my answers
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <WhatFinishingMeans draft={draft} />
      {finish.error ? <FormAlert>{finish.error instanceof AppError ? finish.error.message : 'Something went wrong. Please try again.'}</FormAlert> : null}
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button type="button" disabled={finish.isPending} onClick={() => finish.mutate()}>
          {finish.isPending ? (
            <>
              <Spinner /> Finishing...
            </>
          ) : draft.kind === 'player' ? (
            'Finish and publish'
          ) : (
            'Finish setup'
          )}
        </Button>
      </div>
    </div>
  );
}

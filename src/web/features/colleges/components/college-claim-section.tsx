/**
 * The claim part of a college page (docs/decisions/032): "Claim this page"
 * for a signed-in viewer of an unclaimed page, "Claim request pending" while
 * their request waits, the answer once reviewed (the in-app half of telling
 * the requester; the other half is the email), and on a claimed page who to
 * turn to, naming nobody. A viewer who cannot ask now (under 18, or at the
 * limit of pending requests; issue 24) is told why instead of being offered
 * a form that would fail.
 */
import { Link } from 'react-router';
import { COLLEGE_CLAIM_BLOCK_TEXTS, COLLEGE_CLAIM_TEXTS, type CollegeClaimBlock } from '#shared/contracts/college-claims.ts';
import { COLLEGE_TEXTS, type College } from '#shared/contracts/colleges.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useMyCollegeClaim } from '../api/college-claims.ts';
import { ClaimCollegeDialog } from './claim-college-dialog.tsx';

function ClaimBlockedNotice({ blocked }: { blocked: CollegeClaimBlock }) {
  return <p className="rounded-md border border-dashed px-3 py-2 text-sm">{COLLEGE_CLAIM_BLOCK_TEXTS[blocked]}</p>;
}

export function CollegeClaimSection({ college }: { college: College }) {
  const { user, isSignedIn } = useAuth();
  const mine = useMyCollegeClaim(college.slug, isSignedIn);
  const claim = mine.data?.claim ?? null;
  const blocked = mine.data?.blocked ?? null;

  if (college.isClaimed) {
    if (claim?.status === 'approved') return <FormAlert tone="success">{COLLEGE_CLAIM_TEXTS.approvedNotice}</FormAlert>;
    return <p className="text-sm text-muted-foreground">{COLLEGE_TEXTS.claimedExplainer}</p>;
  }
  if (!isSignedIn || !user) {
    return (
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">{COLLEGE_TEXTS.unclaimedExplainer}</p>
        <div>
          <Button asChild variant="outline">
            <Link to={paths.auth.root.getHref('sign-in')}>
              Sign in to claim this page
            </Link>
          </Button>
        </div>
      </div>
    );
  }
  if (mine.isPending) {
    return (
      <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Checking your claim...
      </p>
    );
  }
  if (claim?.status === 'pending') {
    return (
      <div className="grid gap-2">
        <p role="status" className="inline-flex w-fit items-center rounded-md border border-dashed px-3 py-2 text-sm font-medium">
          {COLLEGE_CLAIM_TEXTS.pending}
        </p>
        {/* A request kept from before the age rule: it cannot be approved, and the requester is told so. */}
        {blocked === 'minor' ? <ClaimBlockedNotice blocked="minor" /> : null}
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{COLLEGE_TEXTS.unclaimedExplainer}</p>
      {claim?.status === 'rejected' ? (
        <FormAlert>
          {COLLEGE_CLAIM_TEXTS.rejectedNotice} {claim.rejectionReason ? `Reason: ${claim.rejectionReason}` : null}
        </FormAlert>
      ) : null}
      {mine.isError ? <FormAlert>Could not check your claim of this page. {mine.error.message}</FormAlert> : null}
      {blocked ? (
        <ClaimBlockedNotice blocked={blocked} />
      ) : (
        <div>
          <ClaimCollegeDialog slug={college.slug} collegeName={college.name} email={user.email} />
        </div>
      )}
    </div>
  );
}

import { Link, useSearchParams } from 'react-router';
import { CenteredPage } from '#web/components/layout/centered-page.tsx';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { paths } from '#web/config/paths.ts';
import { useClaimInfo } from '#web/features/auth/api/get-claim-info.ts';
import { ClaimAccountForm } from '#web/features/auth/components/claim-account-form.tsx';

const MISSING_TOKEN_MESSAGE =
  'This page needs the link from your invitation email, and the link you opened has no invitation code. Open the link from the email again.';

function ClaimAccountContent({ token }: { token: string }) {
  const claimInfo = useClaimInfo(token);
  if (claimInfo.isPending) return <PageLoading label="Checking your invitation..." />;
  if (claimInfo.isError) {
    return (
      <CenteredPage title="Claim your account">
        <div className="grid gap-4">
          <FormAlert>{claimInfo.error.message}</FormAlert>
          <Button asChild variant="outline">
            <Link to={paths.home.getHref()}>Return to Home</Link>
          </Button>
        </div>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage
      title="Claim your account"
      description={
        <>
          Welcome, <strong className="text-foreground">{claimInfo.data.email}</strong>! Choose a password to finish
          setting up your account.
        </>
      }
    >
      <ClaimAccountForm token={token} email={claimInfo.data.email} />
    </CenteredPage>
  );
}

/** /auth/claim-account?token=...: people invited by email set their password here. */
export function ClaimAccountRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) {
    return (
      <CenteredPage title="Invitation link missing">
        <FormAlert>{MISSING_TOKEN_MESSAGE}</FormAlert>
      </CenteredPage>
    );
  }
  return <ClaimAccountContent token={token} />;
}

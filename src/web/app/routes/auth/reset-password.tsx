import { Link, useSearchParams } from 'react-router';
import { CenteredPage } from '#web/components/layout/centered-page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';

/** /auth/reset-password?token=...: the page the password reset email links to. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) {
    return (
      <CenteredPage
        title="Reset link missing"
        description="This page needs the link from your password reset email, and the link you opened has no reset code. Open the link from the email again, or ask for a new one."
      >
        <Button asChild className="w-full">
          <Link to={paths.auth.root.getHref('forgot-password')}>Request a new link</Link>
        </Button>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage title="Choose a new password" description="The link works once and expires one hour after it was sent.">
      <ResetPasswordForm token={token} />
    </CenteredPage>
  );
}

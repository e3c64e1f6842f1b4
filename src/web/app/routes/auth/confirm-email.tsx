import { Link, useSearchParams } from 'react-router';
import { CenteredPage } from '#web/components/layout/centered-page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { paths } from '#web/config/paths.ts';
import { ConfirmEmailPanel } from '#web/features/auth/components/confirm-email-panel.tsx';

/** /auth/confirm-email?token=...: the link of the sign-up confirmation email. */
export function ConfirmEmailRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) {
    return (
      <CenteredPage title="Confirmation link missing">
        <div className="grid gap-4">
          <FormAlert>
            This page needs the link from your confirmation email, and the link you opened has no code. Open the link from
            the email again, or sign in to get a new one.
          </FormAlert>
          <Button asChild>
            <Link to={paths.auth.root.getHref()}>Go to Sign In</Link>
          </Button>
        </div>
      </CenteredPage>
    );
  }
  return <ConfirmEmailPanel token={token} />;
}

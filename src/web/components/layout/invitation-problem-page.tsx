/**
 * An emailed invitation link that cannot be used (no token, wrong, expired,
 * answered, another account): the reason and a way home. Shared by the
 * guardian and college staff invitation pages.
 */
import { Link } from 'react-router';
import { CenteredPage } from '#web/components/layout/centered-page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { paths } from '#web/config/paths.ts';

/** The page was opened without the link's token. */
export const MISSING_INVITATION_TOKEN_MESSAGE = 'This page needs the link from the invitation email. Open the link from the email again.';

export function InvitationProblemPage({ title, message }: { title: string; message: string }) {
  return (
    <CenteredPage title={title}>
      <div className="grid gap-4">
        <FormAlert>{message}</FormAlert>
        <Button asChild variant="outline">
          <Link to={paths.home.getHref()}>Return to Home</Link>
        </Button>
      </div>
    </CenteredPage>
  );
}

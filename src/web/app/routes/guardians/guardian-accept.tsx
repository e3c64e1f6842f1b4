import { useNavigate, useSearchParams } from 'react-router';
import { GUARDIAN_TEXTS } from '#shared/contracts/guardians.ts';
import { CenteredPage } from '#web/components/layout/centered-page.tsx';
import { InvitationProblemPage, MISSING_INVITATION_TOKEN_MESSAGE } from '#web/components/layout/invitation-problem-page.tsx';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useAcceptGuardianInvitation } from '#web/features/guardians/api/accept-guardian-invitation.ts';
import { useGuardianInvitation } from '#web/features/guardians/api/get-guardian-invitation.ts';
import { GuardianSignUpForm } from '#web/features/guardians/components/guardian-sign-up-form.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { rememberRedirectAfterLogin } from '#web/lib/auth/redirect-after-login.ts';
import { toast } from '#web/lib/toast.ts';

const TITLE = 'Parent or guardian invitation';

const InvalidInvitation = ({ message }: { message: string }) => <InvitationProblemPage title={TITLE} message={message} />;

function AcceptContent({ token }: { token: string }) {
  const invitation = useGuardianInvitation(token);
  const { user, isLoading } = useAuth();
  const accept = useAcceptGuardianInvitation();
  const navigate = useNavigate();
  if (invitation.isPending || isLoading) return <PageLoading label="Checking your invitation..." />;
  if (invitation.isError) return <InvalidInvitation message={invitation.error.message} />;
  const { playerDisplayName, guardianEmail } = invitation.data;
  const done = () => {
    toast.success(GUARDIAN_TEXTS.accepted, { description: playerDisplayName });
    void navigate(paths.guardian.root.getHref(), { replace: true });
  };
  const description = (
    <>
      <strong className="text-foreground">{playerDisplayName}</strong> named you as their parent or guardian. Accepting lets you
      approve or revoke publishing of their profile, read their conversations with college staff, download their data and request
      deletion.
    </>
  );
  if (user) {
    return (
      <CenteredPage title={TITLE} description={description}>
        <div className="grid gap-4">
          {accept.isError ? <FormAlert>{accept.error.message}</FormAlert> : null}
          <p className="text-sm text-muted-foreground">
            Signed in as <span className="font-medium text-foreground">{user.email}</span>.
          </p>
          <Button size="lg" disabled={accept.isPending} onClick={() => accept.mutate(token, { onSuccess: done })}>
            {accept.isPending ? <Spinner /> : null}
            Accept invitation
          </Button>
        </div>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage title={TITLE} description={description}>
      <div className="grid gap-6">
        <GuardianSignUpForm token={token} email={guardianEmail} onAccepted={done} />
        <div className="grid gap-2 border-t border-border pt-4 text-sm">
          <p className="text-muted-foreground">Already have an account, maybe with another email? Sign in, then accept.</p>
          <Button
            variant="outline"
            onClick={() => {
              rememberRedirectAfterLogin(paths.guardian.accept.getHref(token));
              void navigate(paths.auth.root.getHref('sign-in'));
            }}
          >
            Sign in to accept
          </Button>
        </div>
      </div>
    </CenteredPage>
  );
}

/** /guardian/accept?token=...: the emailed guardian invitation (decision 021). */
export function GuardianAcceptRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <InvalidInvitation message={MISSING_INVITATION_TOKEN_MESSAGE} />;
  return <AcceptContent token={token} />;
}

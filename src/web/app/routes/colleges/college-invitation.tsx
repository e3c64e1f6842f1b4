/**
 * /college-invitation?token=... (docs/decisions/034): the emailed invitation
 * to join a college's staff. Signed out: sign in or create an account with
 * the invited address first (the link is remembered across the sign-in).
 * Signed in with that address: the college, the role, Accept and Decline.
 * Any other account, a used, withdrawn or expired link, or a minor's
 * account: the server's message, and a way home.
 */
import { useNavigate, useSearchParams } from 'react-router';
import { AppError } from '#shared/app-error.ts';
import { COLLEGE_STAFF_ROLE_DESCRIPTIONS, COLLEGE_STAFF_ROLE_LABELS, COLLEGE_STAFF_TEXTS } from '#shared/contracts/college-staff.ts';
import { CenteredPage } from '#web/components/layout/centered-page.tsx';
import { InvitationProblemPage, MISSING_INVITATION_TOKEN_MESSAGE } from '#web/components/layout/invitation-problem-page.tsx';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useAnswerCollegeInvitation, useCollegeInvitation } from '#web/features/colleges/api/college-staff.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { rememberRedirectAfterLogin } from '#web/lib/auth/redirect-after-login.ts';
import { toast } from '#web/lib/toast.ts';

const TITLE = 'College staff invitation';

const InvitationProblem = ({ message }: { message: string }) => <InvitationProblemPage title={TITLE} message={message} />;

function SignInFirst({ token }: { token: string }) {
  const navigate = useNavigate();
  const go = (tab: 'sign-in' | 'get-started') => {
    rememberRedirectAfterLogin(paths.collegeInvitation.getHref(token));
    void navigate(paths.auth.root.getHref(tab));
  };
  return (
    <CenteredPage
      title={TITLE}
      description="You were invited to join a college’s esports staff. Sign in with the email address that received the invitation, or create an account with it, to see and accept it."
    >
      <div className="grid gap-3">
        <Button size="lg" onClick={() => go('sign-in')}>
          Sign in to continue
        </Button>
        <Button variant="outline" onClick={() => go('get-started')}>
          Create an account
        </Button>
        <p className="text-xs text-muted-foreground">College staff must be 18 or older. We bring you back here after you sign in.</p>
      </div>
    </CenteredPage>
  );
}

function InvitationContent({ token, email }: { token: string; email: string }) {
  const invitation = useCollegeInvitation(token, true);
  const answer = useAnswerCollegeInvitation();
  const navigate = useNavigate();
  if (invitation.isPending) return <PageLoading label="Checking your invitation..." />;
  if (invitation.isError) {
    const error = invitation.error;
    return <InvitationProblem message={error instanceof AppError ? error.message : 'Could not load the invitation. Try again.'} />;
  }
  const info = invitation.data;
  const respond = (choice: 'accept' | 'decline') =>
    answer.mutate(
      { token, answer: choice },
      {
        onSuccess: (result) => {
          if (choice === 'accept') {
            toast.success(COLLEGE_STAFF_TEXTS.accepted, { description: result.college.name });
            void navigate(paths.college.getHref(result.college.slug), { replace: true });
          } else {
            toast.success(COLLEGE_STAFF_TEXTS.declined, { description: result.college.name });
            void navigate(paths.home.getHref(), { replace: true });
          }
        },
      },
    );
  return (
    <CenteredPage
      title={TITLE}
      description={
        <>
          {info.invitedByName ? `${info.invitedByName} invited you` : 'You are invited'} to join the esports staff of{' '}
          <strong className="text-foreground">{info.college.name}</strong> ({info.college.city}, {info.college.state}).
        </>
      }
    >
      <div className="grid gap-4">
        {answer.isError ? <FormAlert>{answer.error.message}</FormAlert> : null}
        <dl className="grid gap-2 rounded-md border p-3 text-sm">
          {/* A dl holds only dt, dd and div groups of them (axe definition-list): the role's description is a second dd. */}
          <div className="flex flex-wrap justify-between gap-x-2 gap-y-1">
            <dt className="text-muted-foreground">Role</dt>
            <dd className="font-medium">{COLLEGE_STAFF_ROLE_LABELS[info.role]}</dd>
            <dd className="basis-full text-xs text-muted-foreground">{COLLEGE_STAFF_ROLE_DESCRIPTIONS[info.role]}</dd>
          </div>
          {info.title ? (
            <div className="flex flex-wrap justify-between gap-2">
              <dt className="text-muted-foreground">Title</dt>
              <dd className="font-medium">{info.title}</dd>
            </div>
          ) : null}
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="text-muted-foreground">On the public page</dt>
            <dd className="font-medium">{info.isPublic ? 'Your name and title' : 'Not listed'}</dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">
          Signed in as <span className="font-medium text-foreground">{email}</span>.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={answer.isPending} onClick={() => respond('decline')}>
            Decline
          </Button>
          <Button size="lg" disabled={answer.isPending} onClick={() => respond('accept')}>
            {answer.isPending ? <Spinner /> : null}
            Accept invitation
          </Button>
        </div>
      </div>
    </CenteredPage>
  );
}

export function CollegeInvitationRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { user, isLoading } = useAuth();
  if (!token) return <InvitationProblem message={MISSING_INVITATION_TOKEN_MESSAGE} />;
  if (isLoading) return <PageLoading label="Checking your invitation..." />;
  if (!user) return <SignInFirst token={token} />;
  return <InvitationContent token={token} email={user.email} />;
}

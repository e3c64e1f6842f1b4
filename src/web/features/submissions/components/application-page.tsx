/**
 * /application/view/{token} (issue 13.5, docs/decisions/038): the
 * submitter's own page: the program, the status in their words, their
 * answers under the questions they answered. Withdraw (confirmed) and
 * "Stop this link" (revoke). A wrong, revoked or expired link shows one
 * clear message; a link no longer valid (replaced by newer answers, or the
 * application joined an account) says why; other failures offer Try again.
 */
import LinkIcon from 'lucide-react/icons/link';
import { useState } from 'react';
import { Link } from 'react-router';
import { AppError } from '#shared/app-error.ts';
import { SUBMISSION_TEXTS, type ApplicationView } from '#shared/contracts/submissions.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { PageStatePanel } from '#web/components/layout/page-state-panel.tsx';
import { PageErrorState } from '#web/components/page-error-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { toast } from '#web/lib/toast.ts';
import { useApplication, useClaimApplication, useRevokeApplicationLink, useWithdrawApplication } from '../api/submissions.ts';
import { SubmissionAnswers } from './submission-answers.tsx';
import { SubmissionHeader, submissionDay } from './submission-header.tsx';

export const APPLICATION_TEXTS = {
  loading: 'Loading your application...',
  loadFailed: 'Could not load your application.',
  withdrawn: 'Application withdrawn',
  revoked: 'This link no longer works. Your application is unchanged.',
  accountHeading: 'Your account',
  canAdd: "You sent this application before you had an account, with this account's email address.",
  add: 'Add this application to my account',
  adding: 'Adding...',
  yours: 'This application is in your account.',
} as const;

/** A link that does not open the application; one that joined an account offers signing in (decision 038, session 26). */
function InvalidLink({ message, signIn = false }: { message: string; signIn?: boolean }) {
  return (
    <PageStatePanel icon={<LinkIcon aria-hidden="true" className="size-12 text-muted-foreground" />} title={message}>
      {signIn ? (
        <Button asChild>
          <Link to={paths.auth.root.getHref('sign-in')}>Sign in</Link>
        </Button>
      ) : null}
      <Button asChild variant="outline">
        <Link to={paths.home.getHref()}>Return to Home</Link>
      </Button>
    </PageStatePanel>
  );
}

/** The signed-in viewer's account and this application (decision 038): add it, or why not. */
function AccountSection({ token, account }: { token: string; account: NonNullable<ApplicationView['account']> }) {
  const claim = useClaimApplication(token);
  return (
    <section aria-labelledby="application-account" className="grid gap-2 rounded-lg border p-4">
      <h2 id="application-account" className="text-sm font-medium text-muted-foreground">
        {APPLICATION_TEXTS.accountHeading}
      </h2>
      {account.state === 'yours' ? (
        <p className="text-sm">{APPLICATION_TEXTS.yours}</p>
      ) : account.state === 'can_add' ? (
        <>
          <p className="text-sm">{APPLICATION_TEXTS.canAdd}</p>
          <Button
            className="justify-self-start"
            disabled={claim.isPending}
            onClick={() =>
              claim.mutate(undefined, {
                onSuccess: () => toast.success(SUBMISSION_TEXTS.claimed),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            {claim.isPending ? APPLICATION_TEXTS.adding : APPLICATION_TEXTS.add}
          </Button>
        </>
      ) : (
        <p className="text-sm" data-testid="application-account-message">
          {account.message}
        </p>
      )}
    </section>
  );
}

function ApplicationDetails({ token, view }: { token: string; view: ApplicationView }) {
  const withdraw = useWithdrawApplication(token);
  const revoke = useRevokeApplicationLink(token);
  const [revoked, setRevoked] = useState(false);
  if (revoked) return <InvalidLink message={APPLICATION_TEXTS.revoked} />;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:py-10">
      <title>{`Your application · ${view.collegeName} · Esports Recruiting`}</title>
      <SubmissionHeader
        program={view}
        collegeSlug={view.collegeSlug}
        formTitle={view.formTitle}
        sentBy={`Sent by ${view.name} on ${submissionDay(view.submittedAt)}${view.updatedAt !== view.submittedAt ? ` · last changed ${submissionDay(view.updatedAt)}` : ''}`}
      />
      <section aria-labelledby="application-status" className="grid gap-1 rounded-lg border p-4">
        <h2 id="application-status" className="text-sm font-medium text-muted-foreground">
          Status
        </h2>
        <p className="text-lg font-semibold" data-testid="application-status">
          {view.statusLabel}
        </p>
      </section>
      {view.account ? <AccountSection token={token} account={view.account} /> : null}
      <SubmissionAnswers id="application-answers" title="Your answers" fields={view.fields} answers={view.answers} />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <ConfirmDialog
          destructive={false}
          trigger={<Button variant="outline">Stop this link</Button>}
          title="Stop this link?"
          description="This link stops working at once, here and in your email. Your application stays as it is."
          confirmLabel="Stop the link"
          pendingText="Stopping..."
          onConfirm={async () => {
            try {
              await revoke.mutateAsync();
              return true;
            } catch (error) {
              toast.error(error instanceof Error ? error.message : String(error));
              return false;
            }
          }}
          onDone={() => setRevoked(true)}
        />
        {view.status !== 'withdrawn' ? (
          <ConfirmDialog
            refocusTriggerAfterDone
            trigger={<Button variant="destructive">Withdraw application</Button>}
            title="Withdraw your application?"
            description={`${view.collegeName} will see that you withdrew it. To apply again, send the form again.`}
            confirmLabel="Withdraw"
            pendingText="Withdrawing..."
            onConfirm={async () => {
              try {
                await withdraw.mutateAsync();
                toast.success(APPLICATION_TEXTS.withdrawn);
                return true;
              } catch (error) {
                toast.error(error instanceof Error ? error.message : String(error));
                return false;
              }
            }}
          />
        ) : null}
      </div>
    </div>
  );
}

export function ApplicationPage({ token }: { token: string }) {
  const query = useApplication(token);
  if (query.isPending) return <PageLoading label={APPLICATION_TEXTS.loading} />;
  if (!query.data) {
    const error = query.error;
    if (error instanceof AppError && error.code === 'not_found') return <InvalidLink message={SUBMISSION_TEXTS.invalidLink} />;
    // No longer valid (410): replaced by newer answers, or the application is an account's now (the server says which).
    if (error instanceof AppError && error.code === 'gone') return <InvalidLink message={error.message} signIn={error.message === SUBMISSION_TEXTS.linkClaimed} />;
    return <PageErrorState title={APPLICATION_TEXTS.loadFailed} message={error?.message} onRetry={() => void query.refetch()} />;
  }
  return <ApplicationDetails token={token} view={query.data} />;
}

/**
 * /application/guardian/{token} (docs/decisions/038, session 26): the link
 * in the email to a guardian address nobody verified. The email carries no
 * word of the sender's; this page shows what the player sent: the program,
 * the name given, when, and the answers under their questions. Nothing
 * changes on opening it (mail scanners open links too). A wrong or expired
 * link, and one the application has outgrown, show the server's words;
 * other failures offer Try again.
 */
import LinkIcon from 'lucide-react/icons/link';
import { Link } from 'react-router';
import { AppError } from '#shared/app-error.ts';
import { type GuardianCopyView } from '#shared/contracts/submissions.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { PageStatePanel } from '#web/components/layout/page-state-panel.tsx';
import { PageErrorState } from '#web/components/page-error-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useGuardianCopy } from '../api/submissions.ts';
import { SubmissionAnswers } from './submission-answers.tsx';
import { SubmissionHeader, submissionDay } from './submission-header.tsx';

export const GUARDIAN_COPY_TEXTS = {
  loading: 'Loading what was sent...',
  loadFailed: 'Could not load what was sent.',
  why: 'A player gave your email address as their parent or guardian when sending this interest form. Players under 18 send interest forms with a parent or guardian informed.',
  notYou: 'If you do not know this player, you can close this page: nothing else is sent to you.',
  answers: 'What they sent',
} as const;

function GuardianCopy({ view }: { view: GuardianCopyView }) {
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:py-10">
      <title>{`Interest form sent to ${view.collegeName} · Esports Recruiting`}</title>
      <SubmissionHeader
        program={view}
        collegeSlug={view.collegeSlug}
        formTitle={view.formTitle}
        sentBy={
          <>
            Sent by <span data-testid="guardian-copy-player">{view.playerName}</span> on {submissionDay(view.submittedAt)}
          </>
        }
      />
      <section aria-labelledby="guardian-copy-why" className="grid gap-1 rounded-lg border p-4">
        <h2 id="guardian-copy-why" className="text-sm font-medium text-muted-foreground">
          Why you got this
        </h2>
        <p className="text-sm">{GUARDIAN_COPY_TEXTS.why}</p>
        <p className="text-sm text-muted-foreground">{GUARDIAN_COPY_TEXTS.notYou}</p>
      </section>
      <SubmissionAnswers id="guardian-copy-answers" title={GUARDIAN_COPY_TEXTS.answers} fields={view.fields} answers={view.answers} />
    </div>
  );
}

export function GuardianCopyPage({ token }: { token: string }) {
  const query = useGuardianCopy(token);
  if (query.isPending) return <PageLoading label={GUARDIAN_COPY_TEXTS.loading} />;
  if (!query.data) {
    const error = query.error;
    // Wrong or expired (404), or outgrown by the application (410): the server's words, and the way on.
    if (error instanceof AppError && (error.code === 'not_found' || error.code === 'gone')) {
      return (
        <PageStatePanel icon={<LinkIcon aria-hidden="true" className="size-12 text-muted-foreground" />} title={error.message}>
          <Button asChild variant="outline">
            <Link to={paths.home.getHref()}>Return to Home</Link>
          </Button>
        </PageStatePanel>
      );
    }
    return <PageErrorState title={GUARDIAN_COPY_TEXTS.loadFailed} message={error?.message} onRetry={() => void query.refetch()} />;
  }
  return <GuardianCopy view={query.data} />;
}

/**
 * /application/confirm/{token} (docs/decisions/038, "A visitor's repeat"):
 * the link emailed when a form is sent again with the same address. Nothing
 * changes on opening it (mail scanners open links too); the button replaces
 * the earlier answers and leads to the application page with its new link.
 * A wrong, used or expired link, a closed form or an application now in an
 * account show the server's message, with the way on.
 */
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import MailCheck from 'lucide-react/icons/mail-check';
import { useNavigate, Link } from 'react-router';
import { SUBMISSION_TEXTS } from '#shared/contracts/submissions.ts';
import { PageStatePanel } from '#web/components/layout/page-state-panel.tsx';
import { PageErrorState } from '#web/components/page-error-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';
import { useConfirmSubmissionUpdate } from '../api/submissions.ts';

export const CONFIRM_UPDATE_TEXTS = {
  title: 'Replace your earlier answers?',
  message: 'Your interest form was sent again with your email address. Confirm to replace the answers the program has with the new ones.',
  confirm: 'Replace my answers',
  confirming: 'Replacing...',
  notYou: 'If you did not send the form again, close this page: nothing changes.',
} as const;

export function ConfirmUpdatePage({ token }: { token: string }) {
  const navigate = useNavigate();
  const confirm = useConfirmSubmissionUpdate(token);
  const error = confirm.error;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-10">
      <title>{`${CONFIRM_UPDATE_TEXTS.title} · Esports Recruiting`}</title>
      {error && (error.code === 'not_found' || error.code === 'conflict') ? (
        <div role="alert">
          <PageStatePanel icon={<CircleAlert aria-hidden="true" className="size-12 text-destructive" />} title={error.message}>
            <Button asChild variant="outline">
              <Link to={paths.home.getHref()}>Return to Home</Link>
            </Button>
          </PageStatePanel>
        </div>
      ) : error ? (
        // Try again clears the failed confirmation, so the page offers its button again.
        <PageErrorState title={error.message} onRetry={() => confirm.reset()} />
      ) : (
        <PageStatePanel icon={<MailCheck aria-hidden="true" className="size-12 text-muted-foreground" />} title={CONFIRM_UPDATE_TEXTS.title} message={CONFIRM_UPDATE_TEXTS.message}>
          <div className="grid justify-items-center gap-3">
            <Button
              disabled={confirm.isPending}
              onClick={() =>
                confirm.mutate(undefined, {
                  onSuccess: (result) => {
                    toast.success(SUBMISSION_TEXTS.updateConfirmed);
                    void navigate(result.applicationPath, { replace: true });
                  },
                })
              }
            >
              {confirm.isPending ? CONFIRM_UPDATE_TEXTS.confirming : CONFIRM_UPDATE_TEXTS.confirm}
            </Button>
            <p className="text-sm text-muted-foreground">{CONFIRM_UPDATE_TEXTS.notYou}</p>
          </div>
        </PageStatePanel>
      )}
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CenteredPage } from '#web/components/layout/centered-page.tsx';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { paths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';

/**
 * Opens the emailed confirmation link: confirms once (the token is single
 * use, so a second effect run must not spend it again), then continues
 * where signing in would have (the remembered page, else My Account).
 */
export function ConfirmEmailPanel({ token }: { token: string }) {
  const confirm = useConfirmEmail();
  const finishSignIn = useFinishSignIn();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm.mutate(token, {
      onSuccess: async () => {
        toast.success('Email confirmed', { description: 'Welcome to Esports Recruiting!' });
        await finishSignIn();
      },
    });
  }, [confirm, finishSignIn, token]);

  if (confirm.isError) {
    return (
      <CenteredPage title="Confirm your email">
        <div className="grid gap-4">
          <FormAlert>{confirm.error.message}</FormAlert>
          <Button asChild>
            <Link to={paths.auth.root.getHref()}>Go to Sign In</Link>
          </Button>
        </div>
      </CenteredPage>
    );
  }
  return <PageLoading label="Confirming your email..." />;
}

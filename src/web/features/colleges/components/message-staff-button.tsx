/**
 * Message staff (docs/decisions/034): opens the conversation with the
 * college's primary contact (or the existing one) and goes to it in the
 * inbox. Signed out, it asks to sign in first and comes back here.
 */
import MessageSquare from 'lucide-react/icons/message-square';
import { Link, useNavigate } from 'react-router';
import { MESSAGING_TEXTS } from '#shared/contracts/messaging.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { rememberRedirectAfterLogin } from '#web/lib/auth/redirect-after-login.ts';
import { toast } from '#web/lib/toast.ts';
import { useStartCollegeStaffConversation } from '../api/college-staff.ts';

export function MessageStaffButton({ slug }: { slug: string }) {
  const { isSignedIn } = useAuth();
  const navigate = useNavigate();
  const start = useStartCollegeStaffConversation(slug);
  if (!isSignedIn) {
    return (
      <Button asChild variant="outline">
        <Link to={paths.auth.root.getHref('sign-in')} onClick={() => rememberRedirectAfterLogin(paths.college.getHref(slug))}>
          <MessageSquare aria-hidden="true" /> Sign in to message staff
        </Link>
      </Button>
    );
  }
  return (
    <Button
      disabled={start.isPending}
      onClick={() =>
        start.mutate(undefined, {
          onSuccess: ({ conversationId, isExisting }) => {
            if (isExisting) toast.info(MESSAGING_TEXTS.redirected);
            void navigate(paths.conversation.getHref(conversationId));
          },
          onError: (error) => toast.error('Could not open the conversation', { description: error.message }),
        })
      }
    >
      {start.isPending ? <Spinner /> : <MessageSquare aria-hidden="true" />} Message staff
    </Button>
  );
}

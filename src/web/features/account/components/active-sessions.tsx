import { ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import type { AccountSession } from '#shared/contracts/sessions.ts';
import { useSessions } from '../api/get-sessions.ts';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions.ts';
import { useRevokeSession } from '../api/revoke-session.ts';
import { SessionItem } from './session-item.tsx';

/** The signed-in user's sessions (decision 016): sign out one other device, or all of them. */
export function ActiveSessions() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();

  if (sessions.isPending) return <LoadingState layout="inline">Loading sessions...</LoadingState>;
  if (sessions.isError) {
    return <ErrorState layout="inline" title="Could not load your sessions." error={sessions.error} onRetry={() => void sessions.refetch()} />;
  }

  const list = sessions.data.sessions;
  const others = list.filter((session) => !session.isCurrent);

  const signOut = async (session: AccountSession) => {
    try {
      await revoke.mutateAsync(session.id);
      toast.success('Session signed out', { description: session.device });
    } catch (error) {
      toast.error('Could not sign out that session', { description: error instanceof Error ? error.message : undefined });
    }
  };

  const signOutOthers = async () => {
    try {
      const { revoked } = await revokeOthers.mutateAsync();
      toast.success('Signed out of all other sessions', {
        description: `${revoked} ${revoked === 1 ? 'session' : 'sessions'} ended.`,
      });
    } catch (error) {
      toast.error('Could not sign out the other sessions', { description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <div className="grid gap-4">
      <ul aria-label="Active sessions" className="grid gap-3">
        {list.map((session) => (
          <SessionItem
            key={session.id}
            session={session}
            isSigningOut={revoke.isPending && revoke.variables === session.id}
            onSignOut={(target) => void signOut(target)}
          />
        ))}
      </ul>
      {others.length === 0 ? (
        <p className="text-sm text-muted-foreground">You are not signed in anywhere else.</p>
      ) : (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={revokeOthers.isPending}
          onClick={() => void signOutOthers()}
        >
          {revokeOthers.isPending ? <Spinner /> : null}
          Sign out of all other sessions
        </Button>
      )}
    </div>
  );
}

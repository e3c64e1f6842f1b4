import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { useGuardedPlayers } from '#web/features/guardians/api/get-guarded-players.ts';
import { GuardedPlayerCard } from '#web/features/guardians/components/guarded-player-card.tsx';
import { GuardianConversationList } from '#web/features/guardians/components/guardian-conversation-list.tsx';
import { ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { MinorPractices } from '#web/features/teams/components/guardian/minor-practices.tsx';
import { GuardianOutcomesSection } from '#web/features/outcomes/components/guardian-outcomes-section.tsx';
import { RequireAuth } from '#web/app/require-auth.tsx';

function GuardianPlayers() {
  const players = useGuardedPlayers();
  if (players.isPending) return <LoadingState layout="inline">Loading your players...</LoadingState>;
  if (players.isError) return <ErrorState layout="inline" title="Could not load your players." error={players.error} onRetry={() => void players.refetch()} />;
  if (players.data.players.length === 0) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>No linked players yet</CardTitle>
          <CardDescription>
            When a player names you as their parent or guardian, you get an email with an invitation link. Open it to link the player
            to this account.
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }
  return (
    <div className="grid gap-6">
      {players.data.players.map((player) => (
        <GuardedPlayerCard
          key={player.userId}
          player={player}
          profileHref={paths.player.getHref(player.slug)}
          practices={player.isMinor && !player.deletionRequestedAt ? <MinorPractices userId={player.userId} playerName={player.displayName} /> : null}
        />
      ))}
    </div>
  );
}

function GuardianPage() {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-10">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Guardian</h1>
        <p className="text-muted-foreground">The players you are a parent or guardian of, their profiles and their conversations.</p>
      </div>
      <GuardianPlayers />
      <GuardianOutcomesSection />
      <Card>
        <CardHeader>
          <CardTitle>Conversations</CardTitle>
          <CardDescription>Every conversation of your players, read-only. You cannot write in them.</CardDescription>
        </CardHeader>
        <CardContent>
          <GuardianConversationList />
        </CardContent>
      </Card>
    </div>
  );
}

/** /guardian: the guardian page (issue 11.5; decision 021). */
export function GuardianRoute() {
  return (
    <RequireAuth>
      <GuardianPage />
    </RequireAuth>
  );
}

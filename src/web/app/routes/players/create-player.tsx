/**
 * /players/create: a team manager creates a player profile (issue 11.8,
 * docs/decisions/025). The managed teams come from the players list request;
 * anyone who manages no team gets an explanation instead of the form.
 */
import { useState } from 'react';
import { AppError } from '#shared/app-error.ts';
import { TEAM_PLAYER_TEXTS, type CreateTeamPlayerResponse } from '#shared/contracts/team-players.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useCreateTeamPlayer } from '#web/features/team-players/api/create-team-player.ts';
import { useTeamPlayers } from '#web/features/team-players/api/get-team-players.ts';
import { CreatePlayerForm } from '#web/features/team-players/components/create-player-form.tsx';
import { RequireAuth } from '#web/app/require-auth.tsx';
import { toast } from '#web/lib/toast.ts';

function CreatePlayer() {
  const managed = useTeamPlayers({ page: 1 });
  const createPlayer = useCreateTeamPlayer();
  const [created, setCreated] = useState<{ answer: CreateTeamPlayerResponse; name: string } | null>(null);
  const [formKey, setFormKey] = useState(0);

  let content;
  if (managed.isPending) content = <PageLoading label="Loading your teams..." />;
  else if (managed.isError) {
    const notManager = managed.error instanceof AppError && managed.error.code === 'forbidden';
    content = (
      <FormAlert>
        {notManager ? 'Only team managers can create player profiles. Ask your team owner to create yours.' : managed.error.message}
      </FormAlert>
    );
  } else if (created) {
    content = (
      <div role="status" className="grid gap-4">
        <h2 className="text-xl font-semibold">{TEAM_PLAYER_TEXTS.createdTitle}</h2>
        <p>
          {created.name}: {TEAM_PLAYER_TEXTS.sentTo(created.answer.sentTo)} The profile stays private until it is claimed and published;
          the player joins the roster only by accepting the team invitation.
        </p>
        <div>
          <Button
            onClick={() => {
              setCreated(null);
              setFormKey((key) => key + 1);
            }}
          >
            Create another player
          </Button>
        </div>
      </div>
    );
  } else {
    content = (
      <CreatePlayerForm
        key={formKey}
        teams={managed.data.teams}
        onSubmit={async (values) => {
          const answer = await createPlayer.mutateAsync(values);
          toast.success(TEAM_PLAYER_TEXTS.createdTitle, { description: TEAM_PLAYER_TEXTS.sentTo(answer.sentTo) });
          setCreated({ answer, name: values.displayName });
        }}
      />
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
      <title>Create player · Esports Recruiting</title>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Create player</h1>
        <p className="text-muted-foreground">
          Create a private profile for a player of your team. They claim it with the emailed link; for a player under 18 the link goes
          to their parent or guardian.
        </p>
      </header>
      <Card>
        <CardContent className="pt-5 sm:pt-6">{content}</CardContent>
      </Card>
    </div>
  );
}

export function CreatePlayerRoute() {
  return (
    <RequireAuth>
      <CreatePlayer />
    </RequireAuth>
  );
}

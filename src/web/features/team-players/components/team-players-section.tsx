/**
 * The team managers' players list (issue 11.8): their teams' players and the
 * profiles they created, with status chips, search, claim links and
 * evaluations. A standalone section: the /players screen composes it.
 */
import { useState } from 'react';
import { AppError } from '#shared/app-error.ts';
import { Link } from 'react-router';
import { GUARDIAN_STATUS_LABELS, TEAM_PLAYER_STATUS_LABELS, TEAM_PLAYER_TEXTS, type TeamPlayerRow } from '#shared/contracts/team-players.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { ErrorState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { paths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';
import { useTeamPlayers } from '../api/get-team-players.ts';
import { useSendClaimLink } from '../api/send-claim-link.ts';
import { EvaluationDialog } from './evaluation-dialog.tsx';

function PlayerRow({ player }: { player: TeamPlayerRow }) {
  const sendClaimLink = useSendClaimLink();
  const details = [player.gameName, player.role, player.classYear ? `Class of ${player.classYear}` : null].filter(Boolean).join(' · ');
  return (
    <li className="grid gap-2 rounded-lg border p-3 sm:flex sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <span className="font-medium break-words">
          {player.slug ? <Link className="underline-offset-4 hover:underline" to={paths.player.getHref(player.slug)}>{player.displayName}</Link> : player.displayName}
        </span>
        <span className="text-sm text-muted-foreground">
          {player.teamName}
          {details ? ` · ${details}` : ''}
        </span>
        <ul aria-label="Status" className="flex flex-wrap gap-1 text-xs">
          <li className="rounded-full border px-2 py-0.5">{TEAM_PLAYER_STATUS_LABELS[player.status]}</li>
          {player.guardianStatus ? <li className="rounded-full border px-2 py-0.5">{GUARDIAN_STATUS_LABELS[player.guardianStatus]}</li> : null}
          {player.isOnRoster ? <li className="rounded-full border px-2 py-0.5">On roster</li> : null}
        </ul>
      </div>
      <div className="flex flex-wrap gap-2">
        {player.canSendClaimLink ? (
          <Button
            size="sm"
            variant="outline"
            disabled={sendClaimLink.isPending}
            onClick={() =>
              sendClaimLink.mutate(player.userId, {
                onSuccess: (answer) => toast.success(TEAM_PLAYER_TEXTS.claimLinkSent, { description: TEAM_PLAYER_TEXTS.sentTo(answer.sentTo) }),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            {player.status === 'draft' ? 'Send claim link' : 'Resend claim link'}
          </Button>
        ) : null}
        {player.canEvaluate ? <EvaluationDialog userId={player.userId} playerName={player.displayName} /> : null}
      </div>
    </li>
  );
}

export function TeamPlayersSection() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const players = useTeamPlayers({ q, page });
  // Not a manager of any live team: nothing to show here.
  if (players.isError && players.error instanceof AppError && players.error.code === 'forbidden') return null;
  return (
    <section aria-labelledby="team-players-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="team-players-title" className="text-2xl font-semibold">
          My teams' players
        </h2>
        <Button asChild>
          <Link to={paths.teamPlayers.create.getHref()}>Create player</Link>
        </Button>
      </div>
      <Input
        aria-label="Search your players"
        placeholder="Search your players"
        value={q}
        onChange={(event) => {
          setQ(event.target.value);
          setPage(1);
        }}
      />
      {players.isPending ? (
        <PageLoading label="Loading players..." />
      ) : players.isError ? (
        <ErrorState layout="inline" error={players.error} onRetry={() => void players.refetch()} />
      ) : players.data.players.length === 0 ? (
        <p className="text-muted-foreground">{q ? 'No players match your search.' : 'No players yet. Create one or add players to your rosters.'}</p>
      ) : (
        <>
          <ul className="grid gap-2">
            {players.data.players.map((player) => (
              <PlayerRow key={`${player.userId}:${player.teamId}`} player={player} />
            ))}
          </ul>
          {players.data.total > players.data.pageSize ? (
            <div className="flex justify-between">
              <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <Button variant="outline" disabled={page * players.data.pageSize >= players.data.total} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

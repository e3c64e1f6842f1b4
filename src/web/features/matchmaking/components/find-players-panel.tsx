/**
 * "Find players" (docs/decisions/047): a team manager picks a team and one
 * of its active recruiting posts; players looking for a team come best
 * match first, with "Why?" and "Invite to tryout" (a trial roster
 * invitation).
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MATCHMAKING_PAGE_SIZE, MATCHMAKING_TEXTS, type MyManagedTeam, type PlayerMatch } from '#shared/contracts/matchmaking.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { paths } from '#web/config/paths.ts';
import { TeamSelect } from './team-select.tsx';
import { PageNav } from '#web/components/ui/page-nav.tsx';
import { toast } from '#web/lib/toast.ts';
import { useFindPlayers, useInviteToTryout } from '../api/matchmaking-api.ts';
import { useTrackSearch } from '#web/lib/tracking/use-track-search.ts';
import { EmptyState, ErrorState, LoadingState } from './list-states.tsx';
import { PlayerMatchCard } from './player-match-card.tsx';

export const FIND_PLAYERS_TEXTS = {
  empty: 'No players looking for a team match this post yet.',
  error: 'Could not load players.',
  loading: 'Loading players...',
  invited: 'Tryout invitation sent',
  alreadyInvited: 'Invited',
} as const;

/** The post's side of an unknown factor links to the team's Recruiting tab, where the post form edits it (docs/decisions/047). */
function playerHints(teamId: string): Record<string, ReactNode> {
  const editPost = (text: string) => (
    <Link to={`${paths.teams.manage.getHref(teamId)}?tab=recruiting`} className="underline underline-offset-4">
      {text}
    </Link>
  );
  return {
    rank: <>The player shows no rank for this game, or the post sets no rank range ({editPost('edit the post on the Recruiting tab')}).</>,
    roles: <>The player lists no roles, or the post lists none ({editPost('edit the post on the Recruiting tab')}).</>,
    availability: <>The player or the post has no weekly availability ({editPost('edit the post on the Recruiting tab')}).</>,
    level: 'A player says the level they want only in their own search.',
    commitment: 'The player shows no hours a week for this game.',
  };
}

function PlayerCard({ item, teamId, postId }: { item: PlayerMatch; teamId: string; postId: string }) {
  const invite = useInviteToTryout(teamId);
  const { player, match } = item;
  return (
    <PlayerMatchCard
      player={player}
      details={[player.tierName, player.primaryRole, player.secondaryRole].filter(Boolean).join(' · ') || 'No rank or roles shown'}
      match={match}
      hints={playerHints(teamId)}
      error={invite.error}
    >
      {item.invited ? (
        <span className="rounded-md border px-3 py-1 text-sm font-medium">{FIND_PLAYERS_TEXTS.alreadyInvited}</span>
      ) : (
        <Button
          size="sm"
          disabled={invite.isPending}
          aria-label={`Invite ${player.displayName} to a tryout`}
          onClick={() => invite.mutate({ playerUserId: player.userId, postId }, { onSuccess: () => toast.success(FIND_PLAYERS_TEXTS.invited) })}
        >
          Invite to tryout
        </Button>
      )}
    </PlayerMatchCard>
  );
}

export function FindPlayersPanel({ teams }: { teams: MyManagedTeam[] }) {
  const [teamId, setTeamId] = useState(teams[0]?.id ?? '');
  const team = teams.find((candidate) => candidate.id === teamId) ?? teams[0];
  const [postId, setPostId] = useState<string | null>(null);
  const post = team?.posts.find((candidate) => candidate.id === postId) ?? team?.posts[0];
  const [page, setPage] = useState(1);
  const result = useFindPlayers(team && post ? { team: team.id, post: post.id, page } : null);
  // A search (spec section 1): the team and post looked for, once their answer is in (docs/decisions/044).
  useTrackSearch('matchmaking_players', team && post ? new URLSearchParams({ team: team.id, post: post.id }).toString() : '', result.isSuccess && !result.isPlaceholderData ? result.data.total : undefined);

  if (!team) return <EmptyState>{MATCHMAKING_TEXTS.noTeams}</EmptyState>;
  let body;
  if (!post) body = <EmptyState>{MATCHMAKING_TEXTS.noPosts}</EmptyState>;
  else if (result.isPending) body = <LoadingState>{FIND_PLAYERS_TEXTS.loading}</LoadingState>;
  else if (result.isError) body = <ErrorState title={FIND_PLAYERS_TEXTS.error} error={result.error} onRetry={() => void result.refetch()} />;
  else if (result.data.items.length === 0) body = <EmptyState>{FIND_PLAYERS_TEXTS.empty}</EmptyState>;
  else {
    body = (
      <>
        <ul className="grid gap-3 lg:grid-cols-2">
          {result.data.items.map((item) => (
            <li key={item.player.userId}>
              <PlayerCard item={item} teamId={team.id} postId={post.id} />
            </li>
          ))}
        </ul>
        <PageNav label="Player pages" page={result.data.page} pageCount={Math.ceil(result.data.total / MATCHMAKING_PAGE_SIZE)} onPage={setPage} />
      </>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <TeamSelect
          id="mm-players-team"
          teams={teams}
          value={team.id}
          onChange={(id) => {
            setTeamId(id);
            setPostId(null);
            setPage(1);
          }}
        />
        {team.posts.length > 0 ? (
          <div className="grid gap-1">
            <Label htmlFor="mm-players-post">Recruiting post</Label>
            <NativeSelect
              id="mm-players-post"
              value={post?.id ?? ''}
              onChange={(event) => {
                setPostId(event.target.value);
                setPage(1);
              }}
            >
              {team.posts.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.title}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>
      {body}
    </div>
  );
}

/**
 * "Find players" (docs/decisions/047): a team manager picks a team and one
 * of its active recruiting posts, or none (the team itself, session 24),
 * and the filters (in the URL, parsed with the server's schema); players
 * looking for a team come best match first, with "Why?" and "Invite to
 * tryout" (a trial roster invitation).
 */
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { findPlayersUrlSchema, MATCHMAKING_TEXTS, type FindPlayersUrlQuery, type MyManagedTeam, type PlayerMatch } from '#shared/contracts/matchmaking.ts';
import type { RankLadderTitle } from '#shared/contracts/profile-setup.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';
import { findPlayersSearch, useFindPlayers, useInviteToTryout } from '../api/matchmaking-api.ts';
import { FindPlayersFilters } from './find-players-filters.tsx';
import { useTrackSearch } from '#web/lib/tracking/use-track-search.ts';
import { EmptyState } from '#web/components/query-state.tsx';
import { PlayerMatchCard } from './player-match-card.tsx';
import { PlayerMatchResults } from './player-match-results.tsx';

export const FIND_PLAYERS_TEXTS = {
  empty: 'No players looking for a team match this post and these filters yet.',
  emptyTeam: 'No players looking for a team match your team and these filters yet.',
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

function PlayerCard({ item, teamId, postId }: { item: PlayerMatch; teamId: string; postId: string | null }) {
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

/** The URL's filters: `team` left out is the first team with its first post (a chosen "No post" keeps `team` without `post`). */
function useFindPlayersUrl(teams: MyManagedTeam[]) {
  const [params, setParams] = useSearchParams();
  const parsed = findPlayersUrlSchema.safeParse(Object.fromEntries(params));
  const fromUrl: FindPlayersUrlQuery = parsed.success ? parsed.data : { page: 1 };
  const team = teams.find((candidate) => candidate.id === fromUrl.team) ?? teams[0];
  const query: FindPlayersUrlQuery = fromUrl.team && team?.id === fromUrl.team ? fromUrl : { page: 1, team: team?.id, post: team?.posts[0]?.id };
  const setQuery = (next: FindPlayersUrlQuery) => setParams(new URLSearchParams(`mode=players&${findPlayersSearch(next)}`), { replace: true });
  return { team, query, setQuery };
}

export function FindPlayersPanel({ teams, ladders }: { teams: MyManagedTeam[]; ladders?: RankLadderTitle[] }) {
  const { team, query, setQuery } = useFindPlayersUrl(teams);
  const result = useFindPlayers(team ? { ...query, team: team.id } : null);
  // A search (spec section 1): the team, post and filters looked for, once their answer is in (docs/decisions/044).
  useTrackSearch('matchmaking_players', team ? findPlayersSearch({ ...query, team: team.id, page: 1 }) : '', result.isSuccess && !result.isPlaceholderData ? result.data.total : undefined);

  if (!team) return <EmptyState>{MATCHMAKING_TEXTS.noTeams}</EmptyState>;
  return (
    <div className="grid gap-4">
      <FindPlayersFilters teams={teams} team={team} query={query} ladders={ladders} onQuery={setQuery} />
      <PlayerMatchResults
        result={result}
        texts={FIND_PLAYERS_TEXTS}
        empty={query.post ? FIND_PLAYERS_TEXTS.empty : FIND_PLAYERS_TEXTS.emptyTeam}
        onPage={(page) => setQuery({ ...query, page })}
      >
        {(item) => <PlayerCard item={item} teamId={team.id} postId={query.post ?? null} />}
      </PlayerMatchResults>
    </div>
  );
}

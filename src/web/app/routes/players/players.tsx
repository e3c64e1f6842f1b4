/**
 * /players and /team-players, one screen (spec 2.1, issue 11.6 and 11.8).
 * Recruiters and platform staff get the player search with its filters in
 * the URL query; a team manager's "Your teams' players" section
 * (the team-players feature) shows above it. Others learn who the search is
 * for; a signed-out visitor learns it too, with Sign in and Create account.
 */
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import { useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { canCreateTeam, isPrivileged, isRecruiter, programViewScope } from '#shared/access/access-rules.ts';
import type { MyCollegeProgram } from '#shared/contracts/my-college-programs.ts';
import { PLAYER_SEARCH_TEXTS, playerSearchQuerySchema, type PlayerSearchQuery, type PlayerSearchRow } from '#shared/contracts/player-search.ts';
import { SAVED_SEARCH_TEXTS, type SavedSearchUsage } from '#shared/contracts/saved-searches.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PageNav } from '#web/components/ui/page-nav.tsx';
import { paths } from '#web/config/paths.ts';
import { useMyCollegePrograms } from '#web/features/colleges/api/get-my-college-programs.ts';
import { AddToListMenu } from '#web/features/lists/components/add-to-list-menu.tsx';
import { AddToPipelineButton } from '#web/features/pipeline/components/add-to-pipeline-button.tsx';
import { useRankLadders } from '#web/features/profiles/api/get-rank-ladders.ts';
import { playerSearchParams, useSearchPlayers } from '#web/features/profiles/api/search-players.ts';
import { PlayerSearchFilters } from '#web/features/profiles/components/search/player-search-filters.tsx';
import { PlayerSearchResults } from '#web/features/profiles/components/search/player-search-results.tsx';
import { SavedSearchesBar } from '#web/features/saved-searches/components/saved-searches-bar.tsx';
import { CollegeLimitPrompt } from '#web/features/subscriptions/components/college-limit-prompt.tsx';
import { TeamPlayersSection } from '#web/features/team-players/components/team-players-section.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { rememberRedirectAfterLogin } from '#web/lib/auth/redirect-after-login.ts';
import { RequireAuth } from '#web/app/require-auth.tsx';
import { useTrackSearch } from '#web/lib/tracking/use-track-search.ts';
import { LoadErrorPanel } from '#web/components/layout/load-error-panel.tsx';
import { MessagePlayerButton } from '../profiles/message-player-button.tsx';
import { EmptyState } from '#web/components/query-state.tsx';
import { EmptySearchIllustration } from '#web/components/illustrations/empty-illustrations.tsx';

const DEFAULT_QUERY: PlayerSearchQuery = { sort: 'updated', page: 1 };

/** The query the URL states; a malformed parameter reads as "not set" (the rest is kept). */
export function playerQueryFrom(params: URLSearchParams): PlayerSearchQuery {
  const raw: Record<string, string> = Object.fromEntries(params);
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const parsed = playerSearchQuerySchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      delete raw[key];
      // "Best match" without a program: the sort is what goes.
      if (key === 'program') delete raw.sort;
    }
  }
  return DEFAULT_QUERY;
}

/** This school year's graduating class and the five after it. */
function offeredClassYears(today = new Date()): number[] {
  const first = today.getMonth() >= 6 ? today.getFullYear() + 1 : today.getFullYear();
  return Array.from({ length: 6 }, (_, index) => first + index);
}

/**
 * A result row's actions, composed here since features do not import each
 * other: Message (the profile page's button, when the server says this
 * viewer may message the player) and Add to list (the lists' menu, which
 * asks for memberships only when opened, so a page of rows costs no request
 * per row) and Add to pipeline (for staff of a college program; source
 * "match" when the results are sorted by match, else "search"). None on the
 * viewer's own row.
 */
function PlayerRowActions({ row, viewerId, programs, source }: { row: PlayerSearchRow; viewerId: string; programs: readonly MyCollegeProgram[]; source: 'match' | 'search' }) {
  if (row.userId === viewerId) return null;
  return (
    <>
      {row.canMessage ? <MessagePlayerButton userId={row.userId} playerName={row.displayName} size="sm" variant="outline" /> : null}
      <AddToListMenu playerUserId={row.userId} displayName={row.displayName} size="sm" />
      <AddToPipelineButton playerUserId={row.userId} playerName={row.displayName} programs={programs} source={source} />
    </>
  );
}

/**
 * The filters live in the URL, but answer a change at once: the router renders a navigation in a
 * transition, which a busy browser may put off, and until then a clicked checkbox showed its old
 * state and the next change was built on the old query, dropping the first one. A change is held
 * here until the URL has it; a URL change of any other kind (Back, a link) is read as it comes.
 */
function useSearchQuery() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const fromUrl = useMemo(() => playerQueryFrom(new URLSearchParams(search)), [search]);
  const [pending, setPending] = useState<{ query: PlayerSearchQuery; search: string } | null>(null);
  if (pending && pending.search === search) setPending(null);
  const setQuery = (next: PlayerSearchQuery) => {
    const nextParams = playerSearchParams(next);
    setPending({ query: playerQueryFrom(nextParams), search: nextParams.toString() });
    setParams(nextParams);
  };
  return { query: pending?.query ?? fromUrl, setQuery };
}

/** The saved-search limit's prompt (docs/decisions/051): College Pro for a college's staff, else the free limit's own words. */
function savedSearchLimitPrompt(usage: SavedSearchUsage) {
  if (usage.max === null) return null;
  if (!usage.college) return <p className="text-sm text-muted-foreground">{SAVED_SEARCH_TEXTS.personalLimit(usage.max)}</p>;
  return <CollegeLimitPrompt limit="saved_searches" max={usage.max} college={usage.college} canUpgrade={usage.canUpgrade} />;
}

function PlayerSearch({ viewerId }: { viewerId: string }) {
  const { query, setQuery } = useSearchQuery();
  const players = useSearchPlayers(query);
  const ladders = useRankLadders();
  const { roles } = useAuth();
  // "Match for" (issue 12.6): only for users who can view some college program (spec 6).
  const scope = programViewScope(roles);
  const programs = useMyCollegePrograms(scope === 'all' || scope.length > 0);
  const classYears = useMemo(() => [...new Set([...offeredClassYears(), ...(query.classYears ?? [])])].sort(), [query.classYears]);
  const pageCount = players.data ? Math.max(1, Math.ceil(players.data.total / players.data.pageSize)) : 1;
  // A search (spec section 1): the filters set, once their answer is in (docs/decisions/044).
  useTrackSearch('players', playerSearchParams({ ...query, page: 1 }).toString(), players.data && !players.isPlaceholderData ? players.data.total : undefined);
  // A saved search keeps the filters and the sort, never the page.
  const savedFilters = useMemo(() => {
    const { page: _page, ...filters } = query;
    return filters;
  }, [query]);

  return (
    <section aria-labelledby="player-search-heading" className="grid gap-6">
      <h2 id="player-search-heading" className="text-xl font-semibold">
        Find players
      </h2>
      <SavedSearchesBar filters={savedFilters} renderLimitPrompt={savedSearchLimitPrompt} />
      <PlayerSearchFilters
        query={query}
        ladders={ladders.data?.titles}
        classYears={classYears}
        programs={programs.data?.programs}
        onChange={setQuery}
        onClear={() => setQuery(playerQueryFrom(new URLSearchParams()))}
      />
      <div aria-busy={players.isFetching} className="grid gap-4">
        {players.isPending ? (
          <p role="status" className="py-10 text-center text-muted-foreground">
            {PLAYER_SEARCH_TEXTS.searching}
          </p>
        ) : players.isError ? (
          <LoadErrorPanel title={PLAYER_SEARCH_TEXTS.loadError} message={players.error.message} onRetry={() => void players.refetch()} />
        ) : players.data.rows.length === 0 ? (
          <EmptyState illustration={<EmptySearchIllustration />} title={PLAYER_SEARCH_TEXTS.noPlayers}>
            Try a wider rank range, another game or fewer filters.
          </EmptyState>
        ) : (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              {players.data.total === 1 ? '1 player' : `${players.data.total} players`}
            </p>
            <PlayerSearchResults rows={players.data.rows} actions={(row) => (
                <PlayerRowActions row={row} viewerId={viewerId} programs={programs.data?.programs ?? []} source={query.sort === 'match' ? 'match' : 'search'} />
              )} />
            <PageNav label="Player pages" page={query.page} pageCount={pageCount} onPage={(page) => setQuery({ ...query, page })} />
          </>
        )}
      </div>
    </section>
  );
}

function PlayersScreen() {
  const { user, roles } = useAuth();
  const canSearch = isRecruiter(roles) || isPrivileged(roles);
  // Team owners hold one of these; the section hides itself when the server says the viewer manages no team.
  const mayManageTeams = canCreateTeam(roles) || roles.some((grant) => grant.role === 'recruit_team_manager');
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10">
      <title>Players · Esports Recruiting</title>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Players</h1>
        <p className="max-w-2xl text-muted-foreground">
          {canSearch
            ? 'Search published player profiles by game, rank, role, class and more.'
            : 'Player profiles you work with. Anyone can find public profiles with the search in the header.'}
        </p>
      </header>
      {mayManageTeams ? <TeamPlayersSection /> : null}
      {canSearch && user ? (
        <PlayerSearch viewerId={user.id} />
      ) : (
        <EmptyState>
          {PLAYER_SEARCH_TEXTS.notRecruiter}{' '}
          <Link to={paths.home.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
            Back home
          </Link>
        </EmptyState>
      )}
    </div>
  );
}

/**
 * /players signed out (issue 26.6, docs/decisions/076): who the search is
 * for and why to sign in, with Sign in and Create account, shown at once
 * instead of a redirect to the bare sign-in form. Either brings the visitor
 * back here afterwards.
 */
function PlayersSignedOut() {
  const location = useLocation();
  const back = () => rememberRedirectAfterLogin(`${location.pathname}${location.search}`);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
      <title>Players · Esports Recruiting</title>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Players</h1>
      </header>
      <section aria-labelledby="players-signed-out-heading" className="grid gap-4 rounded-xl border bg-card p-6">
        <div className="flex items-start gap-3">
          <LockKeyhole aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
          <div className="grid gap-2">
            <h2 id="players-signed-out-heading" className="text-xl font-semibold">
              {PLAYER_SEARCH_TEXTS.signedOutTitle}
            </h2>
            <p className="text-muted-foreground">{PLAYER_SEARCH_TEXTS.signedOutBody}</p>
            <p className="text-muted-foreground">{PLAYER_SEARCH_TEXTS.signedOutPlayers}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={paths.auth.root.getHref('sign-in')} onClick={back}>
              Sign in
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.auth.root.getHref('get-started')} onClick={back}>
              Create account
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

export function PlayersRoute() {
  const { isSignedIn, isLoading } = useAuth();
  // Signed out: the explanation, not a redirect to the bare sign-in form.
  if (!isLoading && !isSignedIn) return <PlayersSignedOut />;
  return (
    <RequireAuth>
      <PlayersScreen />
    </RequireAuth>
  );
}

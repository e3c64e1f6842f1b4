/**
 * /teams, Find Teams: every team that is not archived, filtered by
 * organization type (?type=), name (?q=) and game (?game=<slug>), one page
 * (?page=) at a time. Anyone may browse; Create Team shows for the users
 * canCreateTeam allows. Signed-in people see their pending team invitations
 * above the directory (docs/decisions/015).
 */
import Plus from 'lucide-react/icons/plus';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { canCreateTeam } from '#shared/access/access-rules.ts';
import { ORGANIZATION_TYPES, type OrganizationType } from '#shared/value-sets.ts';
import { EmptySearchIllustration, EmptyTeamsIllustration } from '#web/components/illustrations/empty-illustrations.tsx';
import { EmptyState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PageNav } from '#web/components/ui/page-nav.tsx';
import { paths } from '#web/config/paths.ts';
import { useEsportsTitles } from '#web/features/teams/api/get-esports-titles.ts';
import { useTeams, type TeamListFilters } from '#web/features/teams/api/get-teams.ts';
import { TeamCard } from '#web/features/teams/components/team-card.tsx';
import { TeamCardsSkeleton } from '#web/features/teams/components/team-cards-skeleton.tsx';
import { TeamFilters } from '#web/features/teams/components/team-filters.tsx';
import { MyTeamInvitations } from '#web/features/teams/components/my-team-invitations.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { LoadErrorPanel } from '#web/components/layout/load-error-panel.tsx';
import { TeamsFeatureGate } from './teams-feature-gate.tsx';

const isOrganizationType = (value: string | null): value is OrganizationType =>
  (ORGANIZATION_TYPES as readonly (string | null)[]).includes(value);

/** The filters as the URL states them; anything malformed reads as "not set". */
function filtersFrom(params: URLSearchParams): TeamListFilters {
  const type = params.get('type');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    type: isOrganizationType(type) ? type : undefined,
    q: (params.get('q') ?? '').trim().slice(0, 80),
    game: params.get('game')?.trim().slice(0, 80) || undefined,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

function TeamsDirectory() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const { roles, isSignedIn } = useAuth();
  const teams = useTeams(filters);
  const titles = useEsportsTitles();
  const hasFilters = Boolean(filters.type || filters.q || filters.game);

  /** Changes one filter in the URL; any filter change goes back to page 1. */
  const setFilter = useCallback(
    (key: 'type' | 'q' | 'game' | 'page', value: string | undefined, { replace = false } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          if (key !== 'page') next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );
  // Typing replaces the history entry, so Back does not step through every pause in typing.
  const onSearchChange = useCallback((q: string) => setFilter('q', q, { replace: true }), [setFilter]);
  const clearFilters = () => setParams(new URLSearchParams());

  const pageCount = teams.data ? Math.max(1, Math.ceil(teams.data.total / teams.data.pageSize)) : 1;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10">
      <title>Find Teams · Esports Recruiting</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Find Teams</h1>
          <p className="max-w-2xl text-muted-foreground">
            High school, college and pro esports teams: see their games, how full their rosters are and who is recruiting.
          </p>
        </div>
        {isSignedIn && canCreateTeam(roles) ? (
          <Button asChild>
            <Link to={paths.teams.create.getHref()}>
              <Plus aria-hidden="true" /> Create Team
            </Link>
          </Button>
        ) : null}
      </header>

      <MyTeamInvitations enabled={isSignedIn} />

      <TeamFilters
        type={filters.type}
        q={filters.q ?? ''}
        game={filters.game}
        titles={titles.data}
        onTypeChange={(type) => setFilter('type', type)}
        onSearchChange={onSearchChange}
        onGameChange={(game) => setFilter('game', game)}
      />

      <section aria-labelledby="teams-results-heading" aria-busy={teams.isFetching} className="grid gap-6">
        <h2 id="teams-results-heading" className="sr-only">
          Teams
        </h2>
        {teams.isPending ? (
          <TeamCardsSkeleton />
        ) : teams.isError ? (
          <LoadErrorPanel title="Error loading teams" message={teams.error.message || 'Failed to load teams'} onRetry={() => void teams.refetch()} />
        ) : teams.data.teams.length === 0 ? (
          <EmptyState
            illustration={hasFilters ? <EmptySearchIllustration /> : <EmptyTeamsIllustration />}
            title={hasFilters ? 'No teams match these filters' : 'No teams yet'}
            action={
              hasFilters || filters.page > 1 ? (
                <Button variant="outline" onClick={clearFilters}>
                  Clear filters
                </Button>
              ) : undefined
            }
          >
            {hasFilters ? 'Try another name, type or game.' : 'Teams appear here once they are created.'}
          </EmptyState>
        ) : (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              {teams.data.total === 1 ? '1 team' : `${teams.data.total} teams`}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {teams.data.teams.map((team) => (
                <li key={team.id}>
                  <TeamCard team={team} />
                </li>
              ))}
            </ul>
            <PageNav label="Team pages" page={filters.page} pageCount={pageCount} onPage={(page) => setFilter('page', String(page))} />
          </>
        )}
      </section>
    </div>
  );
}

export function TeamsIndexRoute() {
  return (
    <TeamsFeatureGate>
      <TeamsDirectory />
    </TeamsFeatureGate>
  );
}

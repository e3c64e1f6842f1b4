/**
 * "Find a team" (docs/decisions/047): filters (game, the level you want,
 * commitment, paid only; role needed, fits my rank, overlapping times:
 * session 24), cards with the percent, band, two reasons and
 * "Why?", Apply; loading, empty, error with Try again; pages of 20.
 */
import { Link } from 'react-router';
import { KNOWN_ROLES, MATCHMAKING_PAGE_SIZE, MATCHMAKING_TEXTS, OVERLAP_HOURS_CHOICES, type FindTeamsQuery, type TeamPostMatch } from '#shared/contracts/matchmaking.ts';
import { GAME_CATALOG, gameBySlug } from '#shared/recruiting/game-catalog.ts';
import { COMMITMENT_LABELS, PLAY_LEVEL_LABELS, topMatchmakingReasons } from '#shared/matchmaking/matchmaking-score.ts';
import { COMMITMENT_LEVELS, PLAY_LEVELS } from '#shared/value-sets.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { ChoiceOptions } from '#web/components/ui/choice-options.tsx';
import { LabelledSelect } from '#web/components/ui/labelled-select.tsx';
import { PageNav } from '#web/components/ui/page-nav.tsx';
import { paths } from '#web/config/paths.ts';
import { CONFIDENCE_LABELS, matchHeadline } from '#shared/match/match-types.ts';
import { findTeamsSearch, useFindTeams } from '../api/matchmaking-api.ts';
import { useTrackSearch } from '#web/lib/tracking/use-track-search.ts';
import { ApplyDialog, APPLY_TEXTS } from './apply-dialog.tsx';
import { MatchmakingWhy } from './matchmaking-why.tsx';
import { FiltersDisclosure } from '#web/components/ui/filters-disclosure.tsx';

export const FIND_TEAMS_TEXTS = {
  empty: 'No recruiting posts match these filters.',
  error: 'Could not load recruiting posts.',
  loading: 'Loading recruiting posts...',
} as const;

/** How a player fills in an unknown factor (the post's own gaps are said by the factor's evidence). */
const HINTS: Record<string, string> = {
  rank: 'Add your current rank for this game to your profile (or the team has not set a rank range).',
  roles: 'Add your roles for this game to your profile (or the post lists no roles).',
  availability: 'Fill in your weekly availability and time zone on your profile (or the team has not set when it plays).',
  level: 'Pick the level you want in the filters above.',
  commitment: 'Add your hours a week for this game to your profile.',
  title: 'The team has not added a game to its profile.',
};

function PostCard({ item }: { item: TeamPostMatch }) {
  const { post, team, game, match } = item;
  const reasons = topMatchmakingReasons(match);
  return (
    <article aria-label={post.title} className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="text-lg font-semibold break-words">{post.title}</h3>
          <p className="text-sm text-muted-foreground">
            {/* The team's public page (docs/decisions/071): its other posts, achievements and roster. */}
            <Link to={paths.teams.page.getHref(team.id)} className="font-medium text-primary underline-offset-4 hover:underline">
              {team.name}
            </Link>
            {game ? ` · ${game.name} · ${PLAY_LEVEL_LABELS[game.playLevel]}` : ''} · {COMMITMENT_LABELS[post.commitmentLevel]}
            {post.isPaid ? ` · Paid${post.salaryRange ? ` (${post.salaryRange})` : ''}` : ''}
          </p>
        </div>
        <p className="text-right">
          <span className="block text-2xl font-bold">{matchHeadline(match.score, match.band)}</span>
          <span className="text-xs text-muted-foreground">{CONFIDENCE_LABELS[match.confidence.level]}</span>
        </p>
      </div>
      {post.positionsNeeded.length > 0 ? <p className="text-sm">Roles needed: {post.positionsNeeded.join(', ')}</p> : null}
      {post.description ? <p className="text-sm break-words text-muted-foreground">{post.description}</p> : null}
      <ul aria-label="Top reasons" className="grid gap-1 text-sm">
        {reasons.map((factor) => (
          <li key={factor.key}>
            <span className="font-medium">{factor.label}:</span> {factor.evidence}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <MatchmakingWhy match={match} title={`${post.title} (${team.name})`} hints={HINTS} />
        {item.applied ? (
          <span className="rounded-md border px-3 py-1 text-sm font-medium">{APPLY_TEXTS.alreadyApplied}</span>
        ) : (
          <ApplyDialog postId={post.id} postTitle={post.title} teamName={team.name} />
        )}
      </div>
    </article>
  );
}

const GAME_NAMES = Object.fromEntries(GAME_CATALOG.map((game) => [game.slug, game.name]));
const OVERLAP_LABELS = Object.fromEntries(OVERLAP_HOURS_CHOICES.map((hours) => [String(hours), `At least ${hours} h a week`]));

/** How many filters are on, for the phone's "Filters (n)" (issue 26.4). */
export function activeFindTeamsFilterCount(query: FindTeamsQuery): number {
  return [query.game, query.level, query.commitment, query.paid, query.role, query.minOverlapHours, query.fitsRank].filter((value) => value !== undefined).length;
}

export function FindTeamsPanel({ query, onQuery, profileSlug }: { query: FindTeamsQuery; onQuery: (next: FindTeamsQuery) => void; profileSlug: string | null }) {
  const result = useFindTeams(query);
  // A search (spec section 1): the filters, once their answer is in (docs/decisions/044).
  useTrackSearch('matchmaking_teams', findTeamsSearch({ ...query, page: 1 }), result.isSuccess && !result.isPlaceholderData ? result.data.total : undefined);
  const set = (patch: Partial<FindTeamsQuery>) => onQuery({ ...query, page: 1, ...patch });
  const roles = query.game ? (gameBySlug(query.game)?.roles ?? []) : [...KNOWN_ROLES];

  let body;
  if (result.isPending) {
    body = <LoadingState>{FIND_TEAMS_TEXTS.loading}</LoadingState>;
  } else if (result.isError) {
    body = <ErrorState title={FIND_TEAMS_TEXTS.error} error={result.error} onRetry={() => void result.refetch()} />;
  } else if (result.data.eligibility === 'no_player_profile') {
    body = (
      <EmptyState>
        {MATCHMAKING_TEXTS.noPlayerProfile}{' '}
        {profileSlug ? (
          <Link to={paths.player.getHref(profileSlug)} className="font-medium text-primary underline-offset-4 hover:underline">
            Open your profile
          </Link>
        ) : null}
      </EmptyState>
    );
  } else if (result.data.items.length === 0) {
    body = <EmptyState>{FIND_TEAMS_TEXTS.empty}</EmptyState>;
  } else {
    const { items, total, page } = result.data;
    body = (
      <>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {total === 1 ? '1 post' : `${total} posts`}, best match first
        </p>
        <ul className="grid gap-3 lg:grid-cols-2">
          {items.map((item) => (
            <li key={item.post.id}>
              <PostCard item={item} />
            </li>
          ))}
        </ul>
        <PageNav label="Recruiting post pages" page={page} pageCount={Math.ceil(total / MATCHMAKING_PAGE_SIZE)} onPage={(next) => onQuery({ ...query, page: next })} />
      </>
    );
  }

  return (
    <div className="grid gap-4">
      <FiltersDisclosure activeCount={activeFindTeamsFilterCount(query)}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <LabelledSelect
            id="mm-game"
            label="Game"
            value={query.game ?? ''}
            onChange={(value) => set({ game: (value || undefined) as FindTeamsQuery['game'], role: undefined })}
          >
            <ChoiceOptions values={GAME_CATALOG.map((game) => game.slug)} labels={GAME_NAMES} emptyLabel="Any game" />
          </LabelledSelect>
          <LabelledSelect id="mm-level" label="Level you want" value={query.level ?? ''} onChange={(value) => set({ level: (value || undefined) as FindTeamsQuery['level'] })}>
            <ChoiceOptions values={PLAY_LEVELS} labels={PLAY_LEVEL_LABELS} emptyLabel="Not set" />
          </LabelledSelect>
          <LabelledSelect
            id="mm-commitment"
            label="Commitment"
            value={query.commitment ?? ''}
            onChange={(value) => set({ commitment: (value || undefined) as FindTeamsQuery['commitment'] })}
          >
            <ChoiceOptions values={COMMITMENT_LEVELS} labels={COMMITMENT_LABELS} emptyLabel="Any commitment" />
          </LabelledSelect>
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
            <input type="checkbox" className="size-4" checked={query.paid === 'true'} onChange={(event) => set({ paid: event.target.checked ? 'true' : undefined })} />
            Paid positions only
          </label>
          <LabelledSelect id="mm-role" label="Role needed" value={query.role ?? ''} onChange={(value) => set({ role: value || undefined })}>
            <ChoiceOptions values={roles} emptyLabel="Any role" />
          </LabelledSelect>
          <LabelledSelect
            id="mm-overlap"
            label="Overlapping times"
            value={query.minOverlapHours ? String(query.minOverlapHours) : ''}
            onChange={(value) => set({ minOverlapHours: value ? Number(value) : undefined })}
          >
            <ChoiceOptions values={OVERLAP_HOURS_CHOICES.map(String)} labels={OVERLAP_LABELS} emptyLabel="Any (not filtered)" />
          </LabelledSelect>
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
            <input type="checkbox" className="size-4" checked={query.fitsRank === 'true'} onChange={(event) => set({ fitsRank: event.target.checked ? 'true' : undefined })} />
            Only posts my rank fits
          </label>
        </div>
      </FiltersDisclosure>
      {body}
    </div>
  );
}

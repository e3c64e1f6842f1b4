/**
 * /colleges (spec 2.1, issue 12.2, docs/decisions/029): the directory of
 * real institutions for everyone, signed out too, with the name search and
 * the filters in the URL query (so links, Back and a reload keep them).
 * The header's College Recruiting links (?hasProgram=true, ?games=<title>,
 * ?scholarships=true) land here filtered (docs/decisions/031), and the page
 * says in words which programs it lists. It opens on the colleges recruiting
 * now and ranks a name search by relevance (docs/decisions/076). A signed-in player's cards carry
 * their match, and only they are offered "Best match" as the sort
 * (docs/decisions/030).
 */
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import Sparkles from 'lucide-react/icons/sparkles';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AppError } from '#shared/app-error.ts';
import { COLLEGE_TEXTS, type CollegeSearchQuery } from '#shared/contracts/colleges.ts';
import { MATCH_TEXTS } from '#shared/contracts/match.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PageNav } from '#web/components/ui/page-nav.tsx';
import { collegeQueryFrom, collegeSearchParams, useSearchColleges } from '#web/features/colleges/api/search-colleges.ts';
import { CollegeCards } from '#web/features/colleges/components/college-cards.tsx';
import { CollegeFilters } from '#web/features/colleges/components/college-filters.tsx';
import { CollegeSort } from '#web/features/colleges/components/college-sort.tsx';
import { programFilterSummary } from '#web/features/colleges/components/program-filter-summary.ts';
import { AddToListMenu } from '#web/features/lists/components/add-to-list-menu.tsx';
import { collegePreferencesHref } from '#web/features/match/components/match-format.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { track } from '#web/lib/tracking/track.ts';
import { LoadErrorPanel } from '#web/components/layout/load-error-panel.tsx';
import { EmptyState } from '#web/components/query-state.tsx';
import { EmptySearchIllustration } from '#web/components/illustrations/empty-illustrations.tsx';

/**
 * The filters live in the URL but answer a change at once (the players
 * screen's way): a change is held until the URL has it; a URL change of any
 * other kind (Back, a link) is read as it comes.
 */
function useCollegeQuery() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const fromUrl = useMemo(() => collegeQueryFrom(new URLSearchParams(search)), [search]);
  const [pending, setPending] = useState<{ query: CollegeSearchQuery; search: string } | null>(null);
  if (pending && pending.search === search) setPending(null);
  const setQuery = (next: CollegeSearchQuery, options?: { replace?: boolean }) => {
    const nextParams = collegeSearchParams(next);
    setPending({ query: collegeQueryFrom(nextParams), search: nextParams.toString() });
    setParams(nextParams, options);
  };
  return { query: pending?.query ?? fromUrl, setQuery };
}

export function CollegesRoute() {
  const { query, setQuery } = useCollegeQuery();
  const summary = programFilterSummary(query);
  const colleges = useSearchColleges(query);
  const auth = useAuth();
  const searchedText = query.q ?? '';
  const resultCount = colleges.data?.total;
  // A search (spec section 1) once its answer is in; only with analytics consent (docs/decisions/044).
  useEffect(() => {
    if (searchedText && resultCount !== undefined) track({ type: 'search', scope: 'colleges', query: searchedText.slice(0, 200), resultCount });
  }, [searchedText, resultCount]);
  const pageCount = colleges.data ? Math.max(1, Math.ceil(colleges.data.total / colleges.data.pageSize)) : 1;
  // An origin the server does not know (an unused ZIP code) is a field message on the sort's origin.
  const nearError = colleges.error instanceof AppError ? colleges.error.fields?.['querystring.near'] : undefined;
  // Only a player with a profile gets their match (the answer says so): for anyone else sort=match reads as by name.
  const playerMatch = colleges.data?.playerMatch;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10">
      <title>College Esports Programs · Esports Recruiting</title>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Colleges</h1>
        <p className="max-w-2xl text-muted-foreground">
          Every US college and university that awards bachelor&rsquo;s or associate&rsquo;s degrees on campus, with the esports programs listed on
          the platform: colleges recruiting now come first. Search by name and narrow by game, scholarships, recruiting, state, type, size,
          selectivity and tuition.
        </p>
      </header>
      {summary ? (
        <p role="note" className="flex items-start gap-2 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
          <Gamepad2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {summary}
        </p>
      ) : null}
      <CollegeFilters query={query} onChange={setQuery} onClear={() => setQuery(collegeQueryFrom(new URLSearchParams()))} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <CollegeSort query={query} onChange={setQuery} nearError={nearError} matchAvailable={Boolean(playerMatch)} />
        {playerMatch && !playerMatch.hasPreferences && auth.profile ? (
          <Link to={collegePreferencesHref(auth.profile.slug)} className="inline-flex items-center gap-2 text-sm text-primary underline underline-offset-4">
            <Sparkles aria-hidden="true" className="size-4 shrink-0" />
            {MATCH_TEXTS.setPreferencesPrompt}
          </Link>
        ) : null}
      </div>
      <section aria-labelledby="college-results-heading" aria-busy={colleges.isFetching} className="grid gap-4">
        <h2 id="college-results-heading" className="sr-only">
          Results
        </h2>
        {colleges.isPending ? (
          <p role="status" className="py-10 text-center text-muted-foreground">
            {COLLEGE_TEXTS.searching}
          </p>
        ) : colleges.isError ? (
          <LoadErrorPanel title={COLLEGE_TEXTS.loadListFailed} message={colleges.error.message} onRetry={() => void colleges.refetch()} />
        ) : colleges.data.rows.length === 0 ? (
          <EmptyState
            illustration={<EmptySearchIllustration />}
            title={COLLEGE_TEXTS.noResults}
            action={
              colleges.data.total > 0 ? (
                <Button variant="outline" onClick={() => setQuery({ ...query, page: 1 })}>
                  Back to the first page
                </Button>
              ) : undefined
            }
          >
            {colleges.data.total > 0 ? 'This page is past the last result.' : 'Try another name, a wider area or fewer filters.'}
          </EmptyState>
        ) : (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              {colleges.data.total === 1 ? '1 college' : `${colleges.data.total.toLocaleString('en-US')} colleges`}
            </p>
            <CollegeCards
              rows={colleges.data.rows}
              distanceFrom={query.sort === 'distance' ? query.near : undefined}
              renderActions={(college) => <AddToListMenu collegeId={college.id} displayName={college.name} size="sm" />}
            />
            <PageNav label="College pages" page={query.page} pageCount={pageCount} onPage={(page) => setQuery({ ...query, page })} />
          </>
        )}
      </section>
    </div>
  );
}

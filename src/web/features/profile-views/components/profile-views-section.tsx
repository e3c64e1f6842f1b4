/**
 * "Profile views" on the player's pipeline page (issue 14.4,
 * docs/decisions/049): the colleges whose staff opened the player's
 * profile, by week, newest first, each with the number of days it viewed
 * and a link to its page. Colleges only, never the staff member. The
 * player is pointed to the weekly email's switch in /account; a guardian
 * and platform staff read. How far back is the player's plan (the server
 * decides, decision 046 session 24): the last weeks on the free plan, with a
 * pointer to Player Plus when older views exist; everything on Player Plus.
 */
import { Link } from 'react-router';
import type { ProfileViews } from '#shared/contracts/profile-views.ts';
import { ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { paths } from '#web/config/paths.ts';

interface ProfileViewsQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: ProfileViews | undefined;
  refetch: () => unknown;
}

/** "Nov 23, 2026" for a YYYY-MM-DD day (a UTC date: shown as is, whatever the viewer's time zone). */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
}

const HEADING_ID = 'profile-views';

export const PROFILE_VIEW_TEXTS = {
  lastWeeks: (weeks: number) => `The last ${weeks} weeks.`,
  wholeHistory: 'Every view kept, from the first (Player Plus).',
  olderHidden: 'Older views are kept: Player Plus shows the whole history.',
  seePlus: 'See Player Plus',
} as const;

export function ProfileViewsSection({ query }: { query: ProfileViewsQuery }) {
  return (
    <section aria-labelledby={`${HEADING_ID}-heading`} id={HEADING_ID} className="grid gap-3 rounded-lg border p-4">
      <div className="grid gap-1">
        <h2 id={`${HEADING_ID}-heading`} className="text-xl font-semibold">
          Profile views
        </h2>
        <p className="text-sm text-muted-foreground">
          Colleges whose staff opened the profile, by week (each college counts once a day; staff members are not named).
        </p>
      </div>
      <ProfileViewsBody query={query} />
    </section>
  );
}

function ProfileViewsBody({ query }: { query: ProfileViewsQuery }) {
  if (query.isPending) return <LoadingState layout="inline">Loading profile views...</LoadingState>;
  if (query.isError || !query.data) {
    const error = { message: query.error instanceof Error ? query.error.message : 'Could not load the profile views.' };
    return <ErrorState layout="inline" error={error} retryLabel="Try Again" onRetry={() => void query.refetch()} />;
  }
  const { weeks, viewer, weeksShown, olderViewsHidden } = query.data;
  const own = viewer === 'player';
  return (
    <div className="grid gap-4">
      <p className="text-sm">{weeksShown === null ? PROFILE_VIEW_TEXTS.wholeHistory : PROFILE_VIEW_TEXTS.lastWeeks(weeksShown)}</p>
      {weeks.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm">
          {own ? 'No college has viewed your profile yet.' : 'No college has viewed this profile yet.'} Views by staff of colleges with a claimed page show here.
        </p>
      ) : (
        weeks.map((week) => {
          const label = `Week of ${formatDay(week.weekStart)}`;
          return (
            <div key={week.weekStart} className="grid gap-2">
              <h3 className="font-medium">{label}</h3>
              <ul aria-label={label} className="grid gap-1">
                {week.colleges.map((college) => (
                  <li key={college.collegeId} className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-md bg-muted/40 px-3 py-2 text-sm">
                    <Link className="font-medium text-primary underline-offset-4 hover:underline" to={paths.college.getHref(college.slug)}>
                      {college.name}
                    </Link>
                    <span className="text-muted-foreground">
                      {college.days} {college.days === 1 ? 'day' : 'days'}, last on {formatDay(college.lastViewedOn)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
      {olderViewsHidden ? (
        <p className="rounded-lg border border-dashed p-3 text-sm">
          {PROFILE_VIEW_TEXTS.olderHidden}{' '}
          {own ? (
            <Link className="text-primary underline-offset-4 hover:underline" to={paths.subscription.getHref()}>
              {PROFILE_VIEW_TEXTS.seePlus}
            </Link>
          ) : null}
        </p>
      ) : null}
      {own ? (
        <p className="text-sm text-muted-foreground">
          A weekly email lists the colleges that viewed your profile.{' '}
          <Link className="text-primary underline underline-offset-4" to={paths.account.getHref()}>
            Turn it off under Recruiting emails in your account
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}

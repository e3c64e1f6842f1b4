/**
 * /college/{slug} (issue 12.3, docs/decisions/029): the institution's public
 * facts in one request; an unknown address is "College not found". The
 * header's actions: Add to my lists (docs/decisions/024) and Share. The
 * signed-in player's match on each program's tab is the match feature's
 * (its own request, docs/decisions/030), composed here.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { AppError } from '#shared/app-error.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { useCollege } from '#web/features/colleges/api/get-college.ts';
import { CollegeLoadError, CollegeNotFound } from '#web/features/colleges/components/college-states.tsx';
import { CollegeView } from '#web/features/colleges/components/college-view.tsx';
import { AddToListMenu } from '#web/features/lists/components/add-to-list-menu.tsx';
import { ShareLinkButton } from '#web/components/ui/share-link-button.tsx';
import { paths } from '#web/config/paths.ts';
import { ProgramMatch } from '#web/features/match/components/program-match.tsx';
import { track } from '#web/lib/tracking/track.ts';

export function CollegePageRoute() {
  const { slug = '' } = useParams();
  const query = useCollege(slug);
  const shownSlug = query.data?.slug;
  // A college profile view (spec section 1), once per college shown; only with analytics consent (docs/decisions/044).
  useEffect(() => {
    if (shownSlug) track({ type: 'college_profile_view', collegeSlug: shownSlug });
  }, [shownSlug]);

  if (query.isPending) return <PageLoading label="Loading college..." />;
  if (!query.data) {
    const error = query.error;
    if (error instanceof AppError && error.code === 'not_found') {
      return (
        <>
          <title>College not found · Esports Recruiting</title>
          <CollegeNotFound />
        </>
      );
    }
    return <CollegeLoadError message={error?.message ?? null} onRetry={() => void query.refetch()} />;
  }
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${query.data.name} · Colleges · Esports Recruiting`}</title>
      <CollegeView
        college={query.data}
        renderProgramMatch={(program) => <ProgramMatch slug={query.data.slug} program={program} tests={query.data} />}
        actions={
          <>
            <AddToListMenu collegeId={query.data.id} displayName={query.data.name} />
            <ShareLinkButton
              path={paths.college.getHref(query.data.slug)}
              dialogTitle="Share this college"
              linkLabel="College page link"
              content={{ type: 'college_profile', id: query.data.slug }}
            />
          </>
        }
      />
    </div>
  );
}

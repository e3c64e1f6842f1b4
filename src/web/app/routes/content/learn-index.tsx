/** /learn: published pages by display order; privileged users also see drafts (marked) and Add Page. */
import Plus from 'lucide-react/icons/plus';
import { Link } from 'react-router';
import { canWriteContent } from '#shared/access/access-rules.ts';
import type { ContentPageSummary } from '#shared/contracts/content.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useAllContentPages } from '#web/features/content/api/get-all-content-pages.ts';
import { ContentPageList } from '#web/features/content/components/content-page-list.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { usePublishedContentPages } from '#web/lib/content/get-published-content-pages.ts';
import { LoadErrorPanel } from '#web/components/layout/load-error-panel.tsx';
import { useErrorToast } from './use-error-toast.ts';

/** Display order first, like the public list (the all-pages answer is newest first). */
const byDisplayOrder = (pages: ContentPageSummary[]) =>
  [...pages].sort((a, b) => a.displayOrder - b.displayOrder || a.title.localeCompare(b.title));

export function LearnIndexRoute() {
  const { roles, isLoading: authLoading } = useAuth();
  const isWriter = canWriteContent(roles);
  const published = usePublishedContentPages();
  const every = useAllContentPages({ enabled: isWriter });
  const query = isWriter ? every : published;
  useErrorToast(
    query.isError,
    'Error loading content',
    isWriter ? 'Failed to load content pages' : 'Failed to load published content pages',
  );

  const addPage = isWriter ? (
    <Button asChild>
      <Link to={paths.learn.new.getHref()}>
        <Plus aria-hidden="true" /> Add Page
      </Link>
    </Button>
  ) : null;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10">
      <title>Learn · Esports Recruiting</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Learn</h1>
          <p className="max-w-2xl text-muted-foreground">
            Guides for players and families: how college esports recruiting works, building your profile, scholarships,
            tryouts and staying safe online.
          </p>
        </div>
        {addPage}
      </header>
      {authLoading || query.isPending ? (
        <PageLoading label="Loading content..." />
      ) : query.isError ? (
        <LoadErrorPanel
          title="Error loading content"
          message={isWriter ? 'Failed to load content pages' : 'Failed to load published content pages'}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ContentPageList pages={isWriter ? byDisplayOrder(query.data.pages) : query.data.pages} emptyAction={addPage} />
      )}
    </div>
  );
}

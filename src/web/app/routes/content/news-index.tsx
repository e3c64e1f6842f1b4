/** /news: articles newest first, paginated; privileged users also see drafts and Write Article. */
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Plus from 'lucide-react/icons/plus';
import { Link, useSearchParams } from 'react-router';
import { canWriteContent } from '#shared/access/access-rules.ts';
import { EmptyListIllustration } from '#web/components/illustrations/empty-illustrations.tsx';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { EmptyState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useNewsArticles } from '#web/features/news/api/get-news-articles.ts';
import { NewsArticleCard } from '#web/features/news/components/news-article-card.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { LoadErrorPanel } from '#web/components/layout/load-error-panel.tsx';
import { useErrorToast } from './use-error-toast.ts';

export function NewsIndexRoute() {
  const [params] = useSearchParams();
  const requested = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(requested) && requested >= 1 ? Math.min(requested, 10_000) : 1;
  const { roles, isLoading: authLoading } = useAuth();
  const isWriter = canWriteContent(roles);
  const news = useNewsArticles(page, { all: isWriter, enabled: !authLoading });
  useErrorToast(news.isError, 'Error loading news', 'Failed to load news articles');

  const pageCount = news.data ? Math.max(1, Math.ceil(news.data.total / news.data.pageSize)) : 1;
  const writeArticle = isWriter ? (
    <Button asChild>
      <Link to={paths.news.new.getHref()}>
        <Plus aria-hidden="true" /> Write Article
      </Link>
    </Button>
  ) : null;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10">
      <title>News · Esports Recruiting</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">News</h1>
          <p className="max-w-2xl text-muted-foreground">Platform updates, new guides and stories from college esports.</p>
        </div>
        {writeArticle}
      </header>
      {authLoading || news.isPending ? (
        <PageLoading label="Loading news..." />
      ) : news.isError ? (
        <LoadErrorPanel title="Error loading news" message="Failed to load news articles" onRetry={() => void news.refetch()} />
      ) : news.data.articles.length === 0 ? (
        <EmptyState
          illustration={<EmptyListIllustration />}
          title={page > 1 ? 'No articles on this page' : 'No news yet'}
          headingLevel={2}
          action={
            page > 1 ? (
              <Button asChild variant="outline">
                <Link to={paths.news.root.getHref()}>Back to the latest news</Link>
              </Button>
            ) : (
              writeArticle
            )
          }
        >
          {page > 1 ? 'There are fewer articles than this page number.' : 'Platform news and updates will appear here.'}
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {news.data.articles.map((article) => (
              <li key={article.id}>
                <NewsArticleCard article={article} />
              </li>
            ))}
          </ul>
          {pageCount > 1 ? (
            <nav aria-label="News pages" className="flex items-center justify-center gap-3">
              {page > 1 ? (
                <Button asChild variant="outline">
                  <Link to={paths.news.root.getHref(page - 1)}>
                    <ChevronLeft aria-hidden="true" /> Newer
                  </Link>
                </Button>
              ) : null}
              <span className="text-sm text-muted-foreground">
                Page {page} of {pageCount}
              </span>
              {page < pageCount ? (
                <Button asChild variant="outline">
                  <Link to={paths.news.root.getHref(page + 1)}>
                    Older <ChevronRight aria-hidden="true" />
                  </Link>
                </Button>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

/** /news/{slug}: one article; privileged users get Edit and Delete. */
import { ArrowLeft, Pencil } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { canWriteContent } from '#shared/access/access-rules.ts';
import { isAllowedImageUrl } from '#shared/contracts/image-url.ts';
import { MarkdownView } from '#web/components/markdown/markdown-view.tsx';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { forgetDeletedNewsArticle } from '#web/features/news/api/delete-news-article.ts';
import { useNewsArticle } from '#web/features/news/api/get-news-article.ts';
import { DeleteNewsArticleButton } from '#web/features/news/components/delete-news-article-button.tsx';
import { newsDate } from '#web/features/news/components/news-article-card.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { isNotFound } from './is-not-found.ts';
import { LoadErrorPanel, MissingDocumentPanel } from '#web/components/layout/load-error-panel.tsx';
import { useErrorToast } from './use-error-toast.ts';

export function NewsArticleRoute() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { roles } = useAuth();
  const article = useNewsArticle(slug);
  const notFound = isNotFound(article.error);
  useErrorToast(article.isError && !notFound, 'Error loading article', 'Failed to load the requested article');

  const back = (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to={paths.news.root.getHref()}>
        <ArrowLeft aria-hidden="true" /> All news
      </Link>
    </Button>
  );

  if (article.isPending) return <PageLoading label="Loading article..." />;
  if (notFound) {
    return (
      <MissingDocumentPanel
        title="Article not found"
        message="This news article does not exist, or it is not published yet."
        action={
          <Button asChild>
            <Link to={paths.news.root.getHref()}>All news</Link>
          </Button>
        }
      />
    );
  }
  if (article.isError) {
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
        {back}
        <LoadErrorPanel title="Error loading article" message="Failed to load the requested article" onRetry={() => void article.refetch()} />
      </div>
    );
  }

  const data = article.data;
  const date = newsDate(data);
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
      <title>{`${data.title} · News · Esports Recruiting`}</title>
      {back}
      <header className="grid gap-3 border-b pb-6">
        {data.isPublished ? null : (
          <p className="w-fit rounded-full border border-amber-600/40 bg-amber-500/15 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:text-amber-300">
            Draft: visible only to platform staff
          </p>
        )}
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{data.title}</h1>
        {data.summary ? <p className="text-lg text-muted-foreground">{data.summary}</p> : null}
        <p className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
          {data.authorName ? <span>By {data.authorName}</span> : null}
          {data.authorName ? <span aria-hidden="true">·</span> : null}
          <time dateTime={date.iso}>{date.label}</time>
        </p>
        {canWriteContent(roles) ? (
          <div className="flex flex-wrap gap-3 pt-2">
            <Button asChild variant="outline">
              <Link to={paths.news.edit.getHref(data.slug)}>
                <Pencil aria-hidden="true" /> Edit
              </Link>
            </Button>
            <DeleteNewsArticleButton
              article={data}
              onDeleted={async () => {
                await navigate(paths.news.root.getHref());
                forgetDeletedNewsArticle(queryClient, data.slug);
              }}
            />
          </div>
        ) : null}
      </header>
      {data.coverImageUrl && isAllowedImageUrl(data.coverImageUrl) ? <img src={data.coverImageUrl} alt="" className="w-full rounded-xl border object-cover" /> : null}
      <MarkdownView body={data.body} />
    </article>
  );
}

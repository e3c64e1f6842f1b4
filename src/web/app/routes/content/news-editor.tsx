/** /news/new and /news/{slug}/edit: the shared document editor with the news fields, privileged users only. */
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useNewsArticle } from '#web/features/news/api/get-news-article.ts';
import { NewsArticleEditor } from '#web/features/news/components/news-article-editor.tsx';
import { ContentWriterOnly } from './content-writer-only.tsx';
import { isNotFound } from './is-not-found.ts';
import { LoadErrorPanel, MissingDocumentPanel } from '#web/components/layout/load-error-panel.tsx';
import { useErrorToast } from './use-error-toast.ts';

function EditorShell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-10">
      <title>{`${title} · Esports Recruiting`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}

export function NewsNewRoute() {
  const navigate = useNavigate();
  return (
    <ContentWriterOnly backHref={paths.news.root.getHref()}>
      <EditorShell title="Write Article">
        <NewsArticleEditor onSaved={(article) => navigate(paths.news.article.getHref(article.slug))} />
      </EditorShell>
    </ContentWriterOnly>
  );
}

function EditArticle({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const article = useNewsArticle(slug);
  const notFound = isNotFound(article.error);
  useErrorToast(article.isError && !notFound, 'Error loading article', 'Failed to load the requested article');
  if (article.isPending) return <PageLoading label="Loading article..." />;
  if (notFound) {
    return (
      <MissingDocumentPanel
        title="Article not found"
        message="There is no news article at this address to edit."
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
      <EditorShell title="Edit Article">
        <LoadErrorPanel title="Error loading article" message="Failed to load the requested article" onRetry={() => void article.refetch()} />
      </EditorShell>
    );
  }
  return (
    <EditorShell title="Edit Article">
      <NewsArticleEditor
        key={article.data.id}
        article={article.data}
        onSaved={(saved) => navigate(paths.news.article.getHref(saved.slug))}
      />
    </EditorShell>
  );
}

export function NewsEditRoute() {
  const { slug = '' } = useParams();
  return (
    <ContentWriterOnly backHref={paths.news.article.getHref(slug)}>
      <EditArticle slug={slug} />
    </ContentWriterOnly>
  );
}

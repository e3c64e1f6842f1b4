/** /learn/new and /learn/{slug}/edit: one editor, privileged users only. */
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useContentPage } from '#web/features/content/api/get-content-page.ts';
import { ContentPageEditor } from '#web/features/content/components/content-page-editor.tsx';
import { ContentWriterOnly } from './content-writer-only.tsx';
import { LoadErrorPanel, MissingDocumentPanel } from '#web/components/layout/load-error-panel.tsx';
import { isNotFound } from './is-not-found.ts';
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

export function LearnNewRoute() {
  const navigate = useNavigate();
  return (
    <ContentWriterOnly backHref={paths.learn.root.getHref()}>
      <EditorShell title="Add Page">
        <ContentPageEditor onSaved={(page) => navigate(paths.learn.page.getHref(page.slug))} />
      </EditorShell>
    </ContentWriterOnly>
  );
}

function EditPage({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const page = useContentPage(slug);
  const notFound = isNotFound(page.error);
  useErrorToast(page.isError && !notFound, 'Error loading page', 'Failed to load the requested page');
  if (page.isPending) return <PageLoading label="Loading page..." />;
  if (notFound) {
    return (
      <MissingDocumentPanel
        title="Page not found"
        message="There is no learning page at this address to edit."
        action={
          <Button asChild>
            <Link to={paths.learn.root.getHref()}>View All Content</Link>
          </Button>
        }
      />
    );
  }
  if (page.isError) {
    return (
      <EditorShell title="Edit Page">
        <LoadErrorPanel title="Error loading page" message="Failed to load the requested page" onRetry={() => void page.refetch()} />
      </EditorShell>
    );
  }
  return (
    <EditorShell title="Edit Page">
      <ContentPageEditor
        key={page.data.id}
        page={page.data}
        onSaved={(saved) => navigate(paths.learn.page.getHref(saved.slug))}
      />
    </EditorShell>
  );
}

export function LearnEditRoute() {
  const { slug = '' } = useParams();
  return (
    <ContentWriterOnly backHref={paths.learn.page.getHref(slug)}>
      <EditPage slug={slug} />
    </ContentWriterOnly>
  );
}

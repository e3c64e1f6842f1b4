/** /learn/{slug}: one page; privileged users get Edit and Delete. */
import { ArrowLeft, Pencil } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { canWriteContent } from '#shared/access/access-rules.ts';
import { MarkdownView } from '#web/components/markdown/markdown-view.tsx';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { forgetDeletedContentPage } from '#web/features/content/api/delete-content-page.ts';
import { useContentPage } from '#web/features/content/api/get-content-page.ts';
import { DeleteContentPageButton } from '#web/features/content/components/delete-content-page-button.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { LoadErrorPanel, MissingDocumentPanel } from '#web/components/layout/load-error-panel.tsx';
import { isNotFound } from './is-not-found.ts';
import { useErrorToast } from './use-error-toast.ts';

export function LearnPageRoute() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { roles } = useAuth();
  const page = useContentPage(slug);
  const notFound = isNotFound(page.error);
  useErrorToast(page.isError && !notFound, 'Error loading page', 'Failed to load the requested page');

  const back = (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to={paths.learn.root.getHref()}>
        <ArrowLeft aria-hidden="true" /> All content
      </Link>
    </Button>
  );

  if (page.isPending) return <PageLoading label="Loading page..." />;
  if (notFound) {
    return (
      <MissingDocumentPanel
        title="Page not found"
        message="This learning page does not exist, or it is not published yet."
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
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
        {back}
        <LoadErrorPanel title="Error loading page" message="Failed to load the requested page" onRetry={() => void page.refetch()} />
      </div>
    );
  }

  const data = page.data;
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
      <title>{`${data.title} · Learn · Esports Recruiting`}</title>
      {back}
      <header className="grid gap-3 border-b pb-6">
        {data.isPublished ? null : (
          <p className="w-fit rounded-full border border-amber-600/40 bg-amber-500/15 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:text-amber-300">
            Draft: visible only to platform staff
          </p>
        )}
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{data.title}</h1>
        {data.menuDescription ? <p className="text-lg text-muted-foreground">{data.menuDescription}</p> : null}
        {canWriteContent(roles) ? (
          <div className="flex flex-wrap gap-3 pt-2">
            <Button asChild variant="outline">
              <Link to={paths.learn.edit.getHref(data.slug)}>
                <Pencil aria-hidden="true" /> Edit
              </Link>
            </Button>
            <DeleteContentPageButton
              page={data}
              onDeleted={async () => {
                await navigate(paths.learn.root.getHref());
                forgetDeletedContentPage(queryClient, data.slug);
              }}
            />
          </div>
        ) : null}
      </header>
      <MarkdownView body={data.body} />
    </article>
  );
}

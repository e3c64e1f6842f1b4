/** The page of one learn page or news article: back link, draft badge, title, summary, staff actions, body. */
import type { UseQueryResult } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Pencil from 'lucide-react/icons/pencil';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { canWriteContent } from '#shared/access/access-rules.ts';
import { MarkdownView } from '#web/components/markdown/markdown-view.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import type { DocumentKind } from './document-kinds.ts';
import { DocumentQueryGate } from './document-query-gate.tsx';

interface ShownDocument {
  slug: string;
  title: string;
  isPublished: boolean;
  body: string;
}

/** What one kind shows beyond the common parts. */
export interface DocumentParts {
  /** The line under the title (menu description, summary). */
  summary: string | null;
  /** Below the summary (the news byline and date). */
  byline?: ReactNode;
  /** Above the body (the news cover image). */
  cover?: ReactNode;
  /** The staff Delete button. */
  deleteButton: ReactNode;
}

export function DocumentPage<T extends ShownDocument>({
  kind,
  query,
  parts,
}: {
  kind: DocumentKind;
  query: UseQueryResult<T>;
  parts: (document: T) => DocumentParts;
}) {
  const { roles } = useAuth();
  const back = (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to={kind.rootHref}>
        <ArrowLeft aria-hidden="true" /> {kind.backText}
      </Link>
    </Button>
  );

  return (
    <DocumentQueryGate
      kind={kind}
      query={query}
      notFoundMessage={kind.notFoundMessage}
      errorFrame={(panel) => (
        <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
          {back}
          {panel}
        </div>
      )}
    >
      {(data) => {
        const { summary, byline, cover, deleteButton } = parts(data);
        return (
          <article className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
            <title>{`${data.title} · ${kind.section} · Esports Recruiting`}</title>
            {back}
            <header className="grid gap-3 border-b pb-6">
              {data.isPublished ? null : (
                <p className="w-fit rounded-full border border-amber-600/40 bg-amber-500/15 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:text-amber-300">
                  Draft: visible only to platform staff
                </p>
              )}
              <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{data.title}</h1>
              {summary ? <p className="text-lg text-muted-foreground">{summary}</p> : null}
              {byline}
              {canWriteContent(roles) ? (
                <div className="flex flex-wrap gap-3 pt-2">
                  <Button asChild variant="outline">
                    <Link to={kind.editHref(data.slug)}>
                      <Pencil aria-hidden="true" /> Edit
                    </Link>
                  </Button>
                  {deleteButton}
                </div>
              ) : null}
            </header>
            {cover}
            <MarkdownView body={data.body} />
          </article>
        );
      }}
    </DocumentQueryGate>
  );
}

import ChevronRight from 'lucide-react/icons/chevron-right';
import { Link } from 'react-router';
import type { ContentPageSummary } from '#shared/contracts/content.ts';
import { paths } from '#web/config/paths.ts';
import { EmptyState } from '#web/components/query-state.tsx';
import { EmptyListIllustration } from '#web/components/illustrations/empty-illustrations.tsx';

export const NO_CONTENT_TITLE = 'No learning content yet';

/** The /learn cards: title and menu description; drafts are marked (only privileged users receive them). */
export function ContentPageList({ pages, emptyAction }: { pages: ContentPageSummary[]; emptyAction?: React.ReactNode }) {
  if (pages.length === 0) {
    return (
      <EmptyState illustration={<EmptyListIllustration />} title={NO_CONTENT_TITLE} headingLevel={2} action={emptyAction}>
        Guides on recruiting, scholarships and staying safe online will appear here once they are published.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {pages.map((page) => (
        <li key={page.id}>
          <Link
            to={paths.learn.page.getHref(page.slug)}
            className="group flex h-full flex-col gap-2 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors outline-none hover:border-primary/60 focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="text-lg leading-snug font-semibold group-hover:text-primary">{page.title}</span>
              <ChevronRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted-foreground" />
            </span>
            {page.menuDescription ? <span className="text-sm text-muted-foreground">{page.menuDescription}</span> : null}
            {page.isPublished ? null : (
              <span className="mt-auto w-fit rounded-full border border-amber-600/40 bg-amber-500/15 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:text-amber-300">
                Draft
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

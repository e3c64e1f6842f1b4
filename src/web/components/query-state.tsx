/**
 * The states of a list or section that loads: loading, failed to load (with Try again) and empty, in one of two
 * layouts: `panel` (a centred block for a page's main list) or `inline` (a line in a card or section).
 * QueryState picks the state from a TanStack query; the pieces serve screens that combine several queries.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { cn } from '#web/lib/cn.ts';

export type QueryStateLayout = 'panel' | 'inline';

export function LoadingState({ children, layout = 'panel' }: { children: ReactNode; layout?: QueryStateLayout }) {
  return (
    <p
      role="status"
      className={cn('flex items-center gap-2 text-muted-foreground', layout === 'panel' ? 'justify-center py-12' : 'text-sm')}
    >
      <Spinner /> {children}
    </p>
  );
}

/** How Try again looks: an outline button, a link in a line of text, or a plain button (the embedded widget, shown on other sites). */
export type RetryLook = 'button' | 'link' | 'plain';

export interface RetryButtonProps {
  onRetry: () => void;
  /** The places that say "Try Again" keep saying it. */
  label?: 'Try again' | 'Try Again';
  look?: RetryLook;
  size?: 'default' | 'sm';
}

/** Try again: never a submit button, even inside a form. For a retry outside an error block (a slow wait, a field's choices). */
export function RetryButton({ onRetry, label = 'Try again', look = 'button', size = 'default' }: RetryButtonProps) {
  if (look === 'plain') {
    return (
      <button type="button" className="rounded-md border px-3 py-1.5 font-semibold" onClick={onRetry}>
        {label}
      </button>
    );
  }
  if (look === 'link') {
    return (
      <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={onRetry}>
        {label}
      </Button>
    );
  }
  return (
    <Button type="button" variant="outline" size={size} onClick={onRetry}>
      {label}
    </Button>
  );
}

export interface ErrorStateProps {
  /** What failed ("Could not load your teams."); the error's own message follows. Left out, the message says it all. */
  title?: string;
  error: { message: string };
  onRetry: () => void;
  /** The places that say "Try Again" keep saying it. */
  retryLabel?: RetryButtonProps['label'];
  /** Inline only: Try again as a link after the text, on the same line, or as a plain button (see RetryLook). */
  retryLook?: RetryLook;
  layout?: QueryStateLayout;
  /** The panel title's heading level: 2 where the panel stands for a whole page's content. */
  headingLevel?: 2 | 3;
}

export function ErrorState({ title, error, onRetry, retryLabel, retryLook = 'button', layout = 'panel', headingLevel = 3 }: ErrorStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (layout === 'inline') {
    const text = title ? `${title} ${error.message}` : error.message;
    const retry = <RetryButton onRetry={onRetry} label={retryLabel} look={retryLook} size="sm" />;
    if (retryLook === 'link') {
      return (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm">
          {text} {retry}
        </p>
      );
    }
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p>{text}</p>
        {retry}
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/5 px-6 py-10 text-center">
      {title ? <Heading className="text-lg font-semibold">{title}</Heading> : null}
      <p className="text-sm text-muted-foreground">{error.message}</p>
      <RetryButton onRetry={onRetry} label={retryLabel} />
    </div>
  );
}

export interface EmptyStateProps {
  /** The one line: what is (not) here and what to do next. */
  children: ReactNode;
  layout?: QueryStateLayout;
  /** Panel only: a decorative drawing from `#web/components/illustrations/empty-illustrations.tsx` (aria-hidden). */
  illustration?: ReactNode;
  /** Panel only: a short title above the line ("No saved searches yet"). */
  title?: string;
  /** The title's heading level: 2 where the panel stands for a whole page's content. */
  headingLevel?: 2 | 3;
  /** Panel only: the one next step, a button or a link. */
  action?: ReactNode;
}

/**
 * Nothing to show. Inline: a muted line. Panel: a dashed block with, when given, a drawing, a title, the line and
 * one action (docs/brand.md, "Illustration"; docs/decisions/079).
 */
export function EmptyState({ children, layout = 'panel', illustration, title, headingLevel = 3, action }: EmptyStateProps) {
  if (layout === 'inline') return <p className="text-sm text-muted-foreground">{children}</p>;
  if (!illustration && !title && !action) {
    return <p className="rounded-xl border border-dashed px-6 py-10 text-center text-muted-foreground">{children}</p>;
  }
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div data-empty-state="" className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-8 text-center">
      {illustration}
      {title ? <Heading className="text-base font-semibold text-foreground">{title}</Heading> : null}
      <p className="max-w-prose text-sm text-muted-foreground">{children}</p>
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T, Error>, 'isPending' | 'isError' | 'error' | 'data' | 'refetch'>;
  loading: ReactNode;
  /** The error state's title ("Could not load recruiting outcomes."); left out, the error's message stands alone. */
  errorTitle?: string;
  retryLabel?: ErrorStateProps['retryLabel'];
  /** The empty state, shown when `isEmpty` says the data holds nothing to show. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  layout?: QueryStateLayout;
  children: (data: T) => ReactNode;
}

/** Loading, then the error with Try again, the empty state, or the data. */
export function QueryState<T>({ query, loading, errorTitle, retryLabel, empty, isEmpty, layout = 'panel', children }: QueryStateProps<T>) {
  if (query.isPending) return <LoadingState layout={layout}>{loading}</LoadingState>;
  if (query.isError) {
    // A query in its error state always has its error; the fallback only satisfies the picked (unnarrowed) type.
    const error = query.error ?? { message: '' };
    return <ErrorState title={errorTitle} error={error} retryLabel={retryLabel} layout={layout} onRetry={() => void query.refetch()} />;
  }
  const data = query.data as T;
  if (empty !== undefined && isEmpty?.(data)) return <EmptyState layout={layout}>{empty}</EmptyState>;
  return <>{children(data)}</>;
}

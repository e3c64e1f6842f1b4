import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { DocumentKind } from './document-kinds.ts';
import { isNotFound } from './is-not-found.ts';
import { LoadErrorPanel, MissingDocumentPanel } from '#web/components/layout/load-error-panel.tsx';
import { useErrorToast } from './use-error-toast.ts';

export interface DocumentQueryGateProps<T> {
  kind: DocumentKind;
  query: UseQueryResult<T>;
  /** The not-found message: the document page and its editor word it differently. */
  notFoundMessage: string;
  /** Wraps the load-error panel in the screen's frame (a back link, the editor heading). */
  errorFrame: (panel: ReactNode) => ReactNode;
  children: (document: T) => ReactNode;
}

/** One learn page or news article by slug: loading, not found, failed to load (toast and retry), or the document. */
export function DocumentQueryGate<T>({ kind, query, notFoundMessage, errorFrame, children }: DocumentQueryGateProps<T>) {
  const notFound = isNotFound(query.error);
  useErrorToast(query.isError && !notFound, `Error loading ${kind.noun}`, `Failed to load the requested ${kind.noun}`);
  if (query.isPending) return <PageLoading label={`Loading ${kind.noun}...`} />;
  if (notFound) {
    return (
      <MissingDocumentPanel
        title={kind.notFoundTitle}
        message={notFoundMessage}
        action={
          <Button asChild>
            <Link to={kind.rootHref}>{kind.listLinkText}</Link>
          </Button>
        }
      />
    );
  }
  if (query.isError) {
    return errorFrame(
      <LoadErrorPanel
        title={`Error loading ${kind.noun}`}
        message={`Failed to load the requested ${kind.noun}`}
        onRetry={() => void query.refetch()}
      />,
    );
  }
  return children(query.data);
}

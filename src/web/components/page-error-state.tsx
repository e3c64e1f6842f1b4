/**
 * A whole page's failed load: the page-level sibling of query-state's ErrorState. The panel (icon, the title as the
 * page's heading, the error's message) is announced as an alert and offers Try again before the place's own ways on.
 */
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import type { ReactNode } from 'react';
import { PageStatePanel } from '#web/components/layout/page-state-panel.tsx';
import type { ErrorStateProps } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';

export interface PageErrorStateProps {
  title: string;
  /** The error's message, under the title; left out when the title already is the message. */
  message?: string;
  onRetry: () => void;
  retryLabel?: ErrorStateProps['retryLabel'];
  /** 2 where the page sits inside a layout that holds the h1 (the inbox's conversation pane). */
  headingLevel?: 1 | 2;
  /** The place's other ways on (a link back), after Try again. */
  children?: ReactNode;
}

export function PageErrorState({ title, message, onRetry, retryLabel = 'Try again', headingLevel, children }: PageErrorStateProps) {
  return (
    <div role="alert">
      <PageStatePanel icon={<CircleAlert aria-hidden="true" className="size-12 text-destructive" />} title={title} message={message} headingLevel={headingLevel}>
        <Button onClick={onRetry}>{retryLabel}</Button>
        {children}
      </PageStatePanel>
    </div>
  );
}

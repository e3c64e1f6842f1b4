/** The status and success pages' failed-load state (not found is the app's not-found page). */
import { CircleAlert } from 'lucide-react';
import { OUTCOME_TEXTS } from '#shared/recruiting/outcome-texts.ts';
import { PageStatePanel } from '#web/components/layout/page-state-panel.tsx';
import { Button } from '#web/components/ui/button.tsx';

export function OutcomeLoadError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <div role="alert">
      <PageStatePanel icon={<CircleAlert aria-hidden="true" className="size-12 text-destructive" />} title={OUTCOME_TEXTS.loadFailed} message={message ?? undefined}>
        <Button onClick={onRetry}>Try Again</Button>
      </PageStatePanel>
    </div>
  );
}

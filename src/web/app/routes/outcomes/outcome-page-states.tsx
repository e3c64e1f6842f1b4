/** The status and success pages' failed-load state (not found is the app's not-found page). */
import { OUTCOME_TEXTS } from '#shared/recruiting/outcome-texts.ts';
import { PageErrorState } from '#web/components/page-error-state.tsx';

export function OutcomeLoadError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return <PageErrorState title={OUTCOME_TEXTS.loadFailed} message={message ?? undefined} retryLabel="Try Again" onRetry={onRetry} />;
}

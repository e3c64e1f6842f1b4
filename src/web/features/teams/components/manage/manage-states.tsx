/** The manage screen's non-content states (spec 2.4, 8): team not found, access denied, load failure. */
import ArrowLeft from 'lucide-react/icons/arrow-left';
import SearchX from 'lucide-react/icons/search-x';
import ShieldX from 'lucide-react/icons/shield-x';
import { Link } from 'react-router';
import { PageStatePanel } from '#web/components/layout/page-state-panel.tsx';
import { PageErrorState } from '#web/components/page-error-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';

export const TEAM_NOT_FOUND = 'Team not found';
export const ACCESS_DENIED = 'Access Denied';
export const TEAM_LOAD_FAILED = 'Failed to fetch team data';

function BackToTeams() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.teams.root.getHref()}>
        <ArrowLeft aria-hidden="true" /> Back to Teams
      </Link>
    </Button>
  );
}

export function TeamNotFound() {
  return (
    <PageStatePanel icon={<SearchX aria-hidden="true" className="size-12 text-muted-foreground" />} title={TEAM_NOT_FOUND}>
      <BackToTeams />
    </PageStatePanel>
  );
}

/** Signed in but not a member of this team: the server's reason. */
export function TeamAccessDenied({ message }: { message: string }) {
  return (
    <PageStatePanel icon={<ShieldX aria-hidden="true" className="size-12 text-destructive" />} title={ACCESS_DENIED} message={message}>
      <BackToTeams />
    </PageStatePanel>
  );
}

/** The error text, or "Failed to fetch team data" (spec 8), with a retry. */
export function TeamLoadError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <PageErrorState title={message || TEAM_LOAD_FAILED} retryLabel="Try Again" onRetry={onRetry}>
      <BackToTeams />
    </PageErrorState>
  );
}

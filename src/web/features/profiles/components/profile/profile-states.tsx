/** The profile page's non-content states: not found (also what a profile the viewer may not see looks like) and a failed load. */
import SearchX from 'lucide-react/icons/search-x';
import { Link } from 'react-router';
import { PLAYER_PROFILE_TEXTS } from '#shared/contracts/player-profile.ts';
import { PageStatePanel } from '#web/components/layout/page-state-panel.tsx';
import { PageErrorState } from '#web/components/page-error-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';

function GoHome() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.home.getHref()}>Go to the home page</Link>
    </Button>
  );
}

export function PlayerNotFound() {
  return (
    <PageStatePanel icon={<SearchX aria-hidden="true" className="size-12 text-muted-foreground" />} title={PLAYER_PROFILE_TEXTS.notFound}>
      <GoHome />
    </PageStatePanel>
  );
}

export function ProfileLoadError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <PageErrorState title={message || PLAYER_PROFILE_TEXTS.loadFailed} retryLabel="Try Again" onRetry={onRetry}>
      <GoHome />
    </PageErrorState>
  );
}

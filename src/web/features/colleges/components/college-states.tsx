/** The college page's non-content states: an unknown address and a failed load. */
import SearchX from 'lucide-react/icons/search-x';
import { Link } from 'react-router';
import { COLLEGE_TEXTS } from '#shared/contracts/colleges.ts';
import { PageStatePanel } from '#web/components/layout/page-state-panel.tsx';
import { PageErrorState } from '#web/components/page-error-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';

function BrowseColleges() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.colleges.getHref()}>Browse all colleges</Link>
    </Button>
  );
}

export function CollegeNotFound() {
  return (
    <PageStatePanel icon={<SearchX aria-hidden="true" className="size-12 text-muted-foreground" />} title={COLLEGE_TEXTS.notFound}>
      <BrowseColleges />
      <Button asChild variant="ghost">
        <Link to={paths.home.getHref()}>Go to the home page</Link>
      </Button>
    </PageStatePanel>
  );
}

export function CollegeLoadError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <PageErrorState title={message || COLLEGE_TEXTS.loadFailed} retryLabel="Try Again" onRetry={onRetry}>
      <BrowseColleges />
    </PageErrorState>
  );
}

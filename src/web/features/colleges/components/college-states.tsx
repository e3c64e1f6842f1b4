/** The college page's non-content states: an unknown address and a failed load. */
import { CircleAlert, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COLLEGE_TEXTS } from '#shared/contracts/colleges.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';

function StatePanel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      {icon}
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}

function BrowseColleges() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.colleges.getHref()}>Browse all colleges</Link>
    </Button>
  );
}

export function CollegeNotFound() {
  return (
    <StatePanel icon={<SearchX aria-hidden="true" className="size-12 text-muted-foreground" />} title={COLLEGE_TEXTS.notFound}>
      <BrowseColleges />
      <Button asChild variant="ghost">
        <Link to={paths.home.getHref()}>Go to the home page</Link>
      </Button>
    </StatePanel>
  );
}

export function CollegeLoadError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <div role="alert">
      <StatePanel icon={<CircleAlert aria-hidden="true" className="size-12 text-destructive" />} title={message || COLLEGE_TEXTS.loadFailed}>
        <Button onClick={onRetry}>Try Again</Button>
        <BrowseColleges />
      </StatePanel>
    </div>
  );
}

/** The profile page's non-content states: not found (also what a profile the viewer may not see looks like) and a failed load. */
import { CircleAlert, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PLAYER_PROFILE_TEXTS } from '#shared/contracts/player-profile.ts';
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

function GoHome() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.home.getHref()}>Go to the home page</Link>
    </Button>
  );
}

export function PlayerNotFound() {
  return (
    <StatePanel icon={<SearchX aria-hidden="true" className="size-12 text-muted-foreground" />} title={PLAYER_PROFILE_TEXTS.notFound}>
      <GoHome />
    </StatePanel>
  );
}

export function ProfileLoadError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <div role="alert">
      <StatePanel icon={<CircleAlert aria-hidden="true" className="size-12 text-destructive" />} title={message || PLAYER_PROFILE_TEXTS.loadFailed}>
        <Button onClick={onRetry}>Try Again</Button>
        <GoHome />
      </StatePanel>
    </div>
  );
}

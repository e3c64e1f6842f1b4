/** The manage screen's non-content states (spec 2.4, 8): team not found, access denied, load failure. */
import { ArrowLeft, CircleAlert, SearchX, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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

function StatePanel({ icon, title, message, children }: { icon: ReactNode; title: string; message?: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      {icon}
      <h1 className="text-2xl font-bold">{title}</h1>
      {message ? <p className="text-muted-foreground">{message}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}

export function TeamNotFound() {
  return (
    <StatePanel icon={<SearchX aria-hidden="true" className="size-12 text-muted-foreground" />} title={TEAM_NOT_FOUND}>
      <BackToTeams />
    </StatePanel>
  );
}

/** Signed in but not a member of this team: the server's reason. */
export function TeamAccessDenied({ message }: { message: string }) {
  return (
    <StatePanel icon={<ShieldX aria-hidden="true" className="size-12 text-destructive" />} title={ACCESS_DENIED} message={message}>
      <BackToTeams />
    </StatePanel>
  );
}

/** The error text, or "Failed to fetch team data" (spec 8), with a retry. */
export function TeamLoadError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <div role="alert">
      <StatePanel icon={<CircleAlert aria-hidden="true" className="size-12 text-destructive" />} title={message || TEAM_LOAD_FAILED}>
        <Button onClick={onRetry}>Try Again</Button>
        <BackToTeams />
      </StatePanel>
    </div>
  );
}

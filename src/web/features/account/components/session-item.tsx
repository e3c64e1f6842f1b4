import { format } from 'date-fns';
import Monitor from 'lucide-react/icons/monitor';
import type { AccountSession } from '#shared/contracts/sessions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

const WHEN = 'MMM d, yyyy, h:mm a';

interface SessionItemProps {
  session: AccountSession;
  isSigningOut: boolean;
  onSignOut: (session: AccountSession) => void;
}

/** One session of the list: device, address, sign-in and last activity; "This device" or a Sign out button. */
export function SessionItem({ session, isSigningOut, onSignOut }: SessionItemProps) {
  const headingId = `session-${session.id}`;
  return (
    <li aria-labelledby={headingId} className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-border p-3">
      <div className="flex min-w-0 items-start gap-3">
        <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid min-w-0 gap-0.5 text-sm">
          <p id={headingId} className="font-medium">
            {session.device}
            {session.isCurrent ? (
              <span className="ml-2 rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary">This device</span>
            ) : null}
          </p>
          <p className="break-all text-muted-foreground">{session.ipAddress ?? 'Unknown address'}</p>
          <p className="text-muted-foreground">Signed in {format(new Date(session.signedInAt), WHEN)}</p>
          <p className="text-muted-foreground">Last active {format(new Date(session.lastActiveAt), WHEN)}</p>
        </div>
      </div>
      {session.isCurrent ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={isSigningOut}
          aria-label={`Sign out ${session.device}`}
          onClick={() => onSignOut(session)}
        >
          {isSigningOut ? <Spinner /> : null}
          Sign out
        </Button>
      )}
    </li>
  );
}

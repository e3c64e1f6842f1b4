/**
 * /inbox: a two-pane messenger on wide screens (the list left, the open
 * conversation or "Select a conversation" right) and one pane at a time on
 * narrow ones (the list at /inbox, the conversation alone at
 * /inbox/:conversationId). The list's filter lives in the URL
 * (?filter=starred) and stays there while conversations are opened.
 * Signed-out visitors see no inbox, only a sign-in prompt (spec 6).
 */
import LogIn from 'lucide-react/icons/log-in';
import MessagesSquare from 'lucide-react/icons/messages-square';
import { useCallback, useEffect } from 'react';
import { Link, Outlet, useLocation, useMatch, useSearchParams } from 'react-router';
import { holdsFamilyRole } from '#shared/account/account-kinds.ts';
import { CenteredPage } from '#web/components/layout/centered-page.tsx';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { inboxFilterFrom, type InboxFilter } from '#web/features/messaging/api/get-inbox.ts';
import { ConversationList } from '#web/features/messaging/components/inbox/conversation-list.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { rememberRedirectAfterLogin } from '#web/lib/auth/redirect-after-login.ts';
import { cn } from '#web/lib/cn.ts';

export const SIGN_IN_PROMPT_TITLE = 'Sign in to see your messages';

/** What the panes share through the outlet: the list's query string, kept in links back to it. */
export interface InboxOutletContext {
  search: string;
}

function InboxSignInPrompt() {
  const { pathname, search } = useLocation();
  // Signing in (here or in the header) comes back to this conversation.
  useEffect(() => rememberRedirectAfterLogin(`${pathname}${search}`), [pathname, search]);
  return (
    <CenteredPage title={SIGN_IN_PROMPT_TITLE} description="Your conversations are private. Sign in to read and send messages.">
      <title>Inbox · Esports Recruiting</title>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.auth.root.getHref('sign-in')}>
            <LogIn aria-hidden="true" /> Sign In
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.auth.root.getHref('get-started')}>Get Started</Link>
        </Button>
      </div>
    </CenteredPage>
  );
}

function Messenger({ viewerId, isGuardian }: { viewerId: string; isGuardian: boolean }) {
  const [params, setParams] = useSearchParams();
  const filter = inboxFilterFrom(params.get('filter'));
  const search = filter === 'starred' ? '?filter=starred' : '';
  const openId = useMatch(paths.conversation.path)?.params.conversationId ?? null;

  const changeFilter = useCallback(
    (next: InboxFilter) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'starred') updated.set('filter', 'starred');
          else updated.delete('filter');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <div className="mx-auto grid h-[calc(100dvh-4rem)] min-h-[28rem] w-full max-w-7xl grid-cols-1 md:grid-cols-[20rem_minmax(0,1fr)] md:border-x lg:grid-cols-[24rem_minmax(0,1fr)]">
      <title>Inbox · Esports Recruiting</title>
      {openId ? (
        <h1 className="sr-only md:hidden">Inbox</h1>
      ) : null}
      <div className={cn('min-h-0 min-w-0 bg-card/40 md:block md:border-r', openId ? 'hidden' : 'block')}>
        <ConversationList filter={filter} onFilterChange={changeFilter} search={search} viewerId={viewerId} isGuardian={isGuardian} />
      </div>
      <div className={cn('min-h-0 min-w-0 flex-col md:flex', openId ? 'flex' : 'hidden')}>
        <Outlet context={{ search } satisfies InboxOutletContext} />
      </div>
    </div>
  );
}

export function InboxRoute() {
  const { isSignedIn, isLoading, user, roles } = useAuth();
  if (isLoading) return <PageLoading label="Checking your session..." />;
  if (!isSignedIn || !user) return <InboxSignInPrompt />;
  return <Messenger viewerId={user.id} isGuardian={holdsFamilyRole(roles)} />;
}

/** The right pane at /inbox on wide screens. */
export function InboxSelectPane() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-2xl bg-gradient-to-br from-primary/25 to-highlight/25">
        <MessagesSquare className="size-8 text-primary" />
      </span>
      <h2 className="text-xl font-bold">Select a conversation</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        Pick one from the list, or start a new one with New conversation.
      </p>
    </div>
  );
}

/**
 * A guardian's part of the home: their players, what waits for their approval or consent (publishing,
 * recruiting outcomes), and their players' newest conversations, read-only (issue 26.2 and 26.6,
 * docs/decisions/068, 077).
 */
import { Link } from 'react-router';
import type { HomeGuardian } from '#shared/contracts/home.ts';
import { guardedConversationLabel } from '#shared/messaging/minor-notice.ts';
import { paths } from '#web/config/paths.ts';
import { HomeSection, HomeSubheading, homeLinkClass } from './home-section.tsx';

type GuardedPlayer = HomeGuardian['players'][number];

function waitingText(player: GuardedPlayer): string | null {
  const outcomes = player.outcomesAwaitingGuardian;
  const parts = [
    player.isPendingApproval ? 'publishing' : null,
    outcomes === 0 ? null : outcomes === 1 ? '1 recruiting outcome' : `${outcomes} recruiting outcomes`,
  ].filter(Boolean);
  return parts.length === 0 ? null : `Review ${parts.join(' and ')}`;
}

function descriptionOf(players: readonly GuardedPlayer[]): string | undefined {
  if (players.length === 0) return undefined;
  const waiting = players.filter((player) => waitingText(player) !== null).length;
  if (waiting === 0) return 'Nothing waits for your approval.';
  return waiting === 1 ? '1 player waits for your approval.' : `${waiting} players wait for your approval.`;
}

export function HomeGuardianSection({ guardian }: { guardian: HomeGuardian }) {
  const guardianPage = paths.guardian.root.getHref();
  return (
    <HomeSection
      id="home-guardian"
      title="Your players"
      description={descriptionOf(guardian.players)}
      action={
        <Link to={guardianPage} className={homeLinkClass}>
          Open the Guardian page
        </Link>
      }
    >
      {guardian.players.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No linked players yet. When a player names you as their parent or guardian, you get an email with an invitation link. Open it
          to link the player to this account.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Linked players">
          {guardian.players.map((player) => {
            const waiting = waitingText(player);
            return (
              <li key={player.userId} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
                <span className="font-medium">{player.displayName}</span>
                {waiting ? (
                  <Link to={guardianPage} className={homeLinkClass}>
                    {waiting}
                  </Link>
                ) : (
                  <span className="text-sm text-muted-foreground">Nothing waiting</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {guardian.players.length > 0 ? (
        <div className="grid gap-2">
          <HomeSubheading>Their conversations (read-only)</HomeSubheading>
          {guardian.conversations.length === 0 ? (
            <p className="text-sm text-muted-foreground">No conversations yet.</p>
          ) : (
            <ul className="grid gap-2 text-sm" aria-label="Your players' conversations">
              {guardian.conversations.map((conversation) => (
                <li key={conversation.id} className="grid min-w-0 gap-0.5">
                  <Link to={paths.conversation.getHref(conversation.id)} className={`${homeLinkClass} min-w-0 break-words`}>
                    {conversation.title?.trim() || conversation.participants.map((participant) => participant.displayName).join(', ')}
                  </Link>
                  <span className="text-xs text-muted-foreground">{guardedConversationLabel(conversation)} · read-only</span>
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm">
            <Link to={paths.inbox.getHref()} className={homeLinkClass}>
              {guardian.conversationCount === 1
                ? "Read your players' conversation in the Inbox (1)"
                : `Read your players' conversations in the Inbox (${guardian.conversationCount})`}
            </Link>
          </p>
        </div>
      ) : null}
    </HomeSection>
  );
}

/**
 * The inbox's part for an active guardian (issue 26.6, docs/decisions/077):
 * every conversation of their players, read-only, each row labelled as the
 * player's conversation ("Quinn's conversation · read-only") and opening
 * the read-only view. No star, no unread count: guardians are not
 * participants (decision 011).
 */
import { useId } from 'react';
import { NavLink } from 'react-router';
import type { ConversationSummary } from '#shared/contracts/messaging.ts';
import { guardedConversationLabel } from '#shared/messaging/minor-notice.ts';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { ConversationAvatars } from './conversation-avatars.tsx';
import { activityTime, conversationName, formatActivityTime, formatFullDate, latestMessagePreview } from './conversation-display.ts';

export const GUARDIAN_INBOX_TEXTS = {
  heading: "Your players' conversations",
  hint: 'You read these as their parent or guardian. You cannot send or change anything.',
  more: 'More on the Guardian page',
} as const;

function GuardianConversationRow({ conversation, now, search }: { conversation: ConversationSummary; now: Date; search: string }) {
  const id = useId();
  // The guardian is not in it: the name lists everyone, the preview names each sender.
  const name = conversationName(conversation, null);
  const preview = latestMessagePreview(conversation.type === 'dm' ? { ...conversation, type: 'group' } : conversation, null);
  const label = guardedConversationLabel(conversation) ?? '';
  const time = activityTime(conversation);
  return (
    <li
      className={cn(
        'relative flex min-w-0 items-center gap-3 rounded-lg py-3 pr-2 pl-3 transition-colors hover:bg-accent/60',
        'has-[a[aria-current=page]]:bg-accent has-[a[aria-current=page]]:text-accent-foreground',
        'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-inset',
      )}
      data-conversation-id={conversation.id}
    >
      <ConversationAvatars others={conversation.participants} />
      <span className="grid min-w-0 flex-1 grid-cols-1 gap-0.5">
        <span className="flex items-baseline gap-2">
          <NavLink
            to={{ pathname: paths.conversation.getHref(conversation.id), search }}
            aria-describedby={`${id}-details`}
            className="min-w-0 flex-1 truncate font-semibold outline-none after:absolute after:inset-0 after:rounded-lg"
          >
            {name}
          </NavLink>
          <time dateTime={time} title={formatFullDate(time)} className="shrink-0 text-xs text-muted-foreground" aria-hidden="true">
            {formatActivityTime(time, now)}
          </time>
        </span>
        <span className="truncate text-xs font-medium">{label} · read-only</span>
        <span aria-hidden="true" className={cn('truncate text-sm text-muted-foreground', !conversation.latestMessage && 'italic')}>
          {preview}
        </span>
        <span id={`${id}-details`} className="sr-only">
          {[`${label}, read-only`, preview, formatFullDate(time)].join('. ')}
        </span>
      </span>
    </li>
  );
}

export function GuardianInboxSection({
  conversations,
  hasMore,
  now,
  search,
}: {
  conversations: ConversationSummary[];
  hasMore: boolean;
  now: Date;
  search: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t px-2 pt-3 pb-2">
      <h2 id={headingId} className="px-2 text-sm font-bold">
        {GUARDIAN_INBOX_TEXTS.heading}
      </h2>
      <p className="px-2 text-xs text-muted-foreground">{GUARDIAN_INBOX_TEXTS.hint}</p>
      <ul role="list" aria-labelledby={headingId} className="mt-1 grid grid-cols-1 gap-0.5">
        {conversations.map((conversation) => (
          <GuardianConversationRow key={conversation.id} conversation={conversation} now={now} search={search} />
        ))}
      </ul>
      {hasMore ? (
        <p className="px-2 pt-1 text-sm">
          <NavLink to={paths.guardian.root.getHref()} className="font-semibold text-primary underline-offset-4 hover:underline">
            {GUARDIAN_INBOX_TEXTS.more}
          </NavLink>
        </p>
      ) : null}
    </section>
  );
}

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
import { activityTime, conversationName, formatFullDate, latestMessagePreview } from './conversation-display.ts';
import { ConversationRow } from './conversation-row.tsx';

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
    <ConversationRow id={id} conversationId={conversation.id} others={conversation.participants} name={name} search={search} time={time} now={now}>
      <span className="truncate text-xs font-medium">{label} · read-only</span>
      <span aria-hidden="true" className={cn('truncate text-sm text-muted-foreground', !conversation.latestMessage && 'italic')}>
        {preview}
      </span>
      <span id={`${id}-details`} className="sr-only">
        {[`${label}, read-only`, preview, formatFullDate(time)].join('. ')}
      </span>
    </ConversationRow>
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

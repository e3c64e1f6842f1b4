/** The conversation's name, its people, and for groups the Manage dialog. */
import type { ConversationSummary } from '#shared/contracts/messaging.ts';
import { conversationTitle, otherParticipants } from './conversation-title.ts';
import { ManageConversationDialog } from './manage/manage-conversation-dialog.tsx';
import { guardedConversationLabel } from '#shared/messaging/minor-notice.ts';
import { InitialsAvatar } from '#web/components/ui/initials-avatar.tsx';

const AVATARS_SHOWN = 3;

export interface ConversationHeaderProps {
  conversation: ConversationSummary;
  viewerId: string | null;
  titleId: string;
  onLeaving: (isLeaving: boolean) => void;
  onLeft: () => void;
}

function subtitle(conversation: ConversationSummary, viewerId: string | null): string {
  // A guardian's read-only view says whose conversation it is (issue 26.6).
  const guarded = guardedConversationLabel(conversation);
  if (guarded) return `${guarded} · read-only`;
  if (conversation.type === 'dm') return 'Direct message';
  const count = `${conversation.participants.length} participants`;
  // Its people follow the team's roster (docs/decisions/073): nobody adds or removes them here.
  if (conversation.type === 'team') return `Team conversation · ${count} · follows the team roster`;
  if (!conversation.title?.trim()) return count;
  const names = conversation.participants.map((participant) => (participant.userId === viewerId ? 'You' : participant.displayName));
  return names.join(', ');
}

export function ConversationHeader({ conversation, viewerId, titleId, onLeaving, onLeft }: ConversationHeaderProps) {
  const others = otherParticipants(conversation, viewerId);
  const shown = others.slice(0, AVATARS_SHOWN);
  const hidden = others.length - shown.length;
  return (
    <header className="flex items-center gap-3 border-b px-3 py-2.5 sm:px-5">
      {shown.length > 0 ? (
        <div aria-hidden="true" className="flex shrink-0 -space-x-3">
          {shown.map((participant) => (
            <InitialsAvatar size="sm"
              key={participant.userId}
              name={participant.displayName}
              avatarUrl={participant.avatarUrl}
              className="size-9 ring-2 ring-background"
            />
          ))}
          {hidden > 0 ? (
            <span className="grid size-9 place-items-center rounded-full bg-muted text-xs font-semibold text-foreground ring-2 ring-background">
              +{hidden}
            </span>
          ) : null}
        </div>
      ) : null}
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="truncate text-base font-bold sm:text-lg">
          {conversationTitle(conversation, viewerId)}
        </h2>
        <p className="truncate text-xs text-muted-foreground">{subtitle(conversation, viewerId)}</p>
      </div>
      {conversation.type === 'group' && viewerId && !conversation.readOnly ? (
        <ManageConversationDialog conversation={conversation} viewerId={viewerId} onLeaving={onLeaving} onLeft={onLeft} />
      ) : null}
    </header>
  );
}

import { UNREAD_BADGE_CAP } from '#shared/constants.ts';

/** "99+" above 99; nothing for 0. */
export function formatUnreadCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(count));
}

/** The Inbox link's unread badge (spec section 2.2); hidden for screen readers, who get the count in the link's name. */
export function UnreadBadge({ count }: { count: number }) {
  const text = formatUnreadCount(count);
  if (!text) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="unread-badge"
      className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs leading-5 font-bold text-destructive-foreground"
    >
      {text}
    </span>
  );
}

export function inboxLinkName(count: number | undefined): string {
  const text = count === undefined ? null : formatUnreadCount(count);
  return text ? `Inbox, ${text} unread` : 'Inbox';
}

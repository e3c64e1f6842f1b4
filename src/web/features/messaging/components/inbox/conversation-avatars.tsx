/**
 * The picture of a conversation in the list: the other person of a direct
 * conversation; for a group, a cluster of up to 3 of the others.
 */
import UsersRound from 'lucide-react/icons/users-round';
import type { Participant } from '#shared/contracts/messaging.ts';
import { cn } from '#web/lib/cn.ts';
import { InitialsAvatar } from '#web/components/ui/initials-avatar.tsx';

const CLUSTER_POSITIONS: Record<number, string[]> = {
  2: ['top-0 left-0 size-8 text-[11px]', 'right-0 bottom-0 size-8 text-[11px]'],
  3: ['top-0 left-1/2 size-7 -translate-x-1/2 text-[10px]', 'bottom-0 left-0 size-7 text-[10px]', 'right-0 bottom-0 size-7 text-[10px]'],
};

export function ConversationAvatars({ others, className }: { others: Participant[]; className?: string }) {
  const shown = others.slice(0, 3);
  const first = shown[0];
  if (!first) {
    return (
      <span aria-hidden="true" className={cn('grid size-12 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground', className)}>
        <UsersRound className="size-5" />
      </span>
    );
  }
  if (shown.length === 1) {
    return <InitialsAvatar size="lg" name={first.displayName} avatarUrl={first.avatarUrl} className={cn('size-12 text-base', className)} />;
  }
  const positions = CLUSTER_POSITIONS[shown.length] ?? [];
  return (
    <span aria-hidden="true" data-testid="group-avatars" className={cn('relative block size-12 shrink-0', className)}>
      {shown.map((participant, index) => (
        <InitialsAvatar size="lg"
          key={participant.userId}
          name={participant.displayName}
          avatarUrl={participant.avatarUrl}
          className={cn('absolute ring-2 ring-card', positions[index])}
        />
      ))}
    </span>
  );
}

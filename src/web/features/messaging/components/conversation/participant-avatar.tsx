import { cn } from '#web/lib/cn.ts';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase() || '?';
}

/** A person's picture, or their initials; decorative (their name is always written nearby or given to the group). */
export function ParticipantAvatar({ name, avatarUrl, className }: { name: string; avatarUrl: string | null; className?: string }) {
  return avatarUrl ? (
    <img src={avatarUrl} alt="" className={cn('size-8 shrink-0 rounded-full object-cover', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-8 shrink-0 place-items-center rounded-full bg-gradient-to-br from-primary to-highlight text-xs font-bold text-primary-foreground',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}

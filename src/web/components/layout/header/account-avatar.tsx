import { cn } from '#web/lib/cn.ts';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase() || '?';
}

/** The user's picture, or their initials on a gradient (size-9 unless `className` says otherwise). */
export function AccountAvatar({ name, avatarUrl, className }: { name: string; avatarUrl: string | null; className?: string }) {
  return avatarUrl ? (
    <img src={avatarUrl} alt="" className={cn('size-9 rounded-full object-cover', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-9 place-items-center rounded-full bg-gradient-to-br from-primary to-highlight text-sm font-bold text-primary-foreground',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}

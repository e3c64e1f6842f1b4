import { cn } from '#web/lib/cn.ts';

/** Up to two letters for a name: first and last word's initials, or the first two letters of a single word. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : name.trim().slice(0, 2);
  return letters.toUpperCase() || '?';
}

/** The sizes the app draws avatars at by default; `className` can still override them (later utilities win). */
const SIZES = {
  sm: { frame: 'size-8', text: 'text-xs' },
  md: { frame: 'size-9', text: 'text-sm' },
  lg: { frame: 'size-10', text: 'text-sm' },
} as const;

export type InitialsAvatarSize = keyof typeof SIZES;

/**
 * A person's (or college's) picture, or their initials on the brand gradient. Decorative: the name is always
 * written nearby or given to the group, so the picture has an empty alt and the initials are drawn by CSS
 * (a ::before from data-initials), not text: a button named "Account menu for Ada Lovelace" around them has
 * no visible text its name leaves out (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export function InitialsAvatar({
  name,
  avatarUrl,
  size = 'md',
  className,
}: {
  name: string;
  avatarUrl: string | null;
  size?: InitialsAvatarSize;
  className?: string;
}) {
  const { frame, text } = SIZES[size];
  return avatarUrl ? (
    <img src={avatarUrl} alt="" className={cn(frame, 'shrink-0 rounded-full bg-muted object-cover', className)} />
  ) : (
    <span
      aria-hidden="true"
      data-initials={initials(name)}
      className={cn(
        frame,
        text,
        'grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-primary to-highlight font-bold text-primary-foreground select-none before:content-[attr(data-initials)]',
        className,
      )}
    />
  );
}

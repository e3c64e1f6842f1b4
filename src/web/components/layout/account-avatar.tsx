function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase() || '?';
}

/** The signed-in user's picture, or their initials on a gradient. */
export function AccountAvatar({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  return avatarUrl ? (
    <img src={avatarUrl} alt="" className="size-9 rounded-full object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="grid size-9 place-items-center rounded-full bg-gradient-to-br from-primary to-highlight text-sm font-bold text-primary-foreground"
    >
      {initials(name)}
    </span>
  );
}

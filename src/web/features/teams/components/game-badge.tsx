/**
 * A game's badge, coloured per title (spec 3: "Game badge colours exist per
 * title"). The colour tints the background and marks a dot; the text stays
 * in the theme's foreground colour so it keeps its contrast in both themes.
 */
import type { CSSProperties } from 'react';

/** Keyed by esports title slug (the seed's slugs: lowercase, dashes). */
export const GAME_BADGE_COLOURS: Record<string, string> = {
  valorant: '#ff4655',
  'rocket-league': '#1d7cf2',
  'marvel-rivals': '#e62429',
  'league-of-legends': '#c8aa6e',
  'counter-strike': '#f5a623',
  fortnite: '#9d4dbb',
  hearthstone: '#e8a33c',
  'street-fighter': '#f26b1d',
  overwatch: '#fa9c1e',
};
const FALLBACK_COLOUR = '#64748b';

export function gameBadgeColour(slug: string): string {
  return GAME_BADGE_COLOURS[slug] ?? FALLBACK_COLOUR;
}

export function GameBadge({ name, slug }: { name: string; slug: string }) {
  const colour = gameBadgeColour(slug);
  // 8-digit hex: the colour at about 15 % opacity.
  const style: CSSProperties = { backgroundColor: `${colour}26`, borderColor: `${colour}99` };
  return (
    <span
      data-game={slug}
      style={style}
      className="inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold text-foreground"
    >
      <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: colour }} />
      {name}
    </span>
  );
}

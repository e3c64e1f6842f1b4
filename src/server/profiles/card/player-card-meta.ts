/**
 * Open Graph and Twitter tags for a public player's pages (docs/decisions/022),
 * put into the SPA's index.html head so that link previews, which run no
 * script, show the card. Every value is HTML-escaped.
 */
import { playerCardFacts, playerCardGameLine, type PlayerCard } from '#shared/contracts/player-card.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** "Class of 2027 · Texas · Valorant Diamond 2 · Duelist" (what the card shows). */
export function playerCardDescription(card: PlayerCard): string {
  const games = card.games.map((game) => `${game.titleName} ${playerCardGameLine(game)}`);
  return [playerCardFacts(card), ...games].filter(Boolean).join(' · ') || 'Player profile';
}

export function playerCardMetaTags(card: PlayerCard, baseUrl: string, pagePath: string): string {
  const origin = baseUrl.replace(/\/+$/, '');
  const tags: [attribute: 'property' | 'name', key: string, value: string][] = [
    ['property', 'og:type', 'profile'],
    ['property', 'og:title', `${card.displayName} · Esports Recruiting`],
    ['property', 'og:description', playerCardDescription(card)],
    ['property', 'og:url', `${origin}${pagePath}`],
  ];
  if (card.imagePath) {
    tags.push(
      ['property', 'og:image', `${origin}${card.imagePath}`],
      ['property', 'og:image:width', '1200'],
      ['property', 'og:image:height', '630'],
      ['property', 'og:image:alt', `Player card of ${card.displayName}`],
    );
  }
  tags.push(['name', 'twitter:card', 'summary_large_image']);
  return tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`).join('\n    ');
}

/** The page with the tags before `</head>` (unchanged when it has no head). */
export function withHeadTags(html: string, tags: string): string {
  const at = html.search(/<\/head>/i);
  return at === -1 ? html : `${html.slice(0, at)}    ${tags}\n  ${html.slice(at)}`;
}

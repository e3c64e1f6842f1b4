/**
 * Open Graph and Twitter tags for a public player's pages (docs/decisions/022),
 * put into the SPA's index.html head (http/head-tags.ts) so that link
 * previews, which run no script, show the card.
 */
import { metaTagsHtml, type MetaTag } from '#server/http/head-tags.ts';
import { playerCardFacts, playerCardGameLine, type PlayerCard } from '#shared/contracts/player-card.ts';

/** "Class of 2027 · Texas · Valorant Diamond 2 · Duelist" (what the card shows). */
export function playerCardDescription(card: PlayerCard): string {
  const games = card.games.map((game) => `${game.titleName} ${playerCardGameLine(game)}`);
  return [playerCardFacts(card), ...games].filter(Boolean).join(' · ') || 'Player profile';
}

export function playerCardMetaTags(card: PlayerCard, baseUrl: string, pagePath: string): string {
  const origin = baseUrl.replace(/\/+$/, '');
  const tags: MetaTag[] = [
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
  return metaTagsHtml(tags);
}

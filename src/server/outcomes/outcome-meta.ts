/**
 * Open Graph and Twitter tags of a success page (docs/decisions/041), put into
 * the SPA's index.html head as the player pages' are (decision 022), from the
 * public success data only. Every value is HTML-escaped.
 */
import { OUTCOME_STATUS_LABELS, outcomePlayerFacts, recruitingSuccessPath, type OutcomeSuccess } from '#shared/contracts/outcomes.ts';
import { escapeHtml } from '#server/profiles/card/player-card-meta.ts';

export function outcomeTitle(success: OutcomeSuccess): string {
  return `${success.player.displayName} · ${OUTCOME_STATUS_LABELS[success.status]} · ${success.college.name}`;
}

export function outcomeMetaTags(success: OutcomeSuccess, baseUrl: string): string {
  const origin = baseUrl.replace(/\/+$/, '');
  const description = [outcomePlayerFacts(success.player), success.titleName, `Confirmed by ${success.college.name}`].filter(Boolean).join(' · ');
  const tags: [attribute: 'property' | 'name', key: string, value: string][] = [
    ['property', 'og:type', 'article'],
    ['property', 'og:title', outcomeTitle(success)],
    ['property', 'og:description', description],
    ['property', 'og:url', `${origin}${recruitingSuccessPath(success.id)}`],
    ['property', 'og:image', `${origin}${success.imagePath}`],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['property', 'og:image:alt', outcomeTitle(success)],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  return tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`).join('\n    ');
}

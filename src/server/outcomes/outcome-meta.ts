/**
 * Open Graph and Twitter tags of a success page (docs/decisions/041), put into
 * the SPA's index.html head as the player pages' are (decision 022), from the
 * public success data only (http/head-tags.ts escapes every value).
 */
import { OUTCOME_STATUS_LABELS, outcomePlayerFacts, recruitingSuccessPath, type OutcomeSuccess } from '#shared/contracts/outcomes.ts';
import { metaTagsHtml, type MetaTag } from '#server/http/head-tags.ts';

export function outcomeTitle(success: OutcomeSuccess): string {
  return `${success.player.displayName} · ${OUTCOME_STATUS_LABELS[success.status]} · ${success.college.name}`;
}

export function outcomeMetaTags(success: OutcomeSuccess, baseUrl: string): string {
  const origin = baseUrl.replace(/\/+$/, '');
  const description = [outcomePlayerFacts(success.player), success.titleName, `Confirmed by ${success.college.name}`].filter(Boolean).join(' · ');
  const tags: MetaTag[] = [
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
  return metaTagsHtml(tags);
}

import type { CollegeSearchQuery } from '#shared/contracts/colleges.ts';
import { gameBySlug } from '#shared/recruiting/game-catalog.ts';

/** The directory's program filters in words ("Colleges with a Valorant program that offers esports scholarships."), or null when none is set. */
export function programFilterSummary(query: CollegeSearchQuery): string | null {
  if (!query.games && !query.scholarships && !query.recruiting && !query.hasProgram) return null;
  const games = query.games?.map((slug) => gameBySlug(slug)?.name ?? slug);
  const named = games?.join(' or ');
  const what = named ? `${/^[aeiou]/i.test(named) ? 'an' : 'a'} ${named} program` : 'an esports program';
  const conditions = [query.scholarships ? 'offers esports scholarships' : null, query.recruiting ? 'is recruiting now' : null].filter(Boolean);
  return `Colleges with ${what}${conditions.length > 0 ? ` that ${conditions.join(' and ')}` : ''}.`;
}

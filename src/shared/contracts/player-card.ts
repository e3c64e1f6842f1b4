/**
 * The player card (issue 11.4, docs/decisions/022): the compact card at
 * /player/{slug}/card and its 1200x630 share image. A minor's card on a
 * public surface carries display name, class year and state only
 * (docs/decisions/019): `limited` is then true and the lists are empty.
 */
import { z } from 'zod';
import { US_STATE_CODES, US_STATES } from '#shared/recruiting/us-states.ts';
import { PLAYER_PROFILE_TEXTS } from './player-profile.ts';

export const PLAYER_CARD_TEXTS = {
  /** The same answer as an unknown or hidden profile everywhere (decision 019). */
  notFound: PLAYER_PROFILE_TEXTS.notFound,
} as const;

export const playerSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(80) });

export const playerCardGameSchema = z.object({
  titleSlug: z.string(),
  titleName: z.string(),
  /** A tier of the title's ladder (self-reported), or null when not given. */
  rank: z.string().nullable(),
  primaryRole: z.string().nullable(),
});

export const playerCardSchema = z.object({
  slug: z.string(),
  displayName: z.string(),
  gradYear: z.number().int().nullable(),
  state: z.enum(US_STATE_CODES).nullable(),
  /** A minor seen from a public surface: name, class year and state only. */
  limited: z.boolean(),
  /** At most two, the player's first games in their own order. */
  games: z.array(playerCardGameSchema).max(2),
  team: z.object({ name: z.string() }).nullable(),
  highlight: z.object({ title: z.string(), url: z.string() }).nullable(),
  /** The share image, present only when the profile is public (the image answers 404 otherwise). */
  imagePath: z.string().nullable(),
});

export type PlayerCard = z.infer<typeof playerCardSchema>;
export type PlayerCardGame = z.infer<typeof playerCardGameSchema>;

export const playerProfilePath = (slug: string) => `/player/${encodeURIComponent(slug)}`;
export const playerCardImagePath = (slug: string) => `/api/players/${encodeURIComponent(slug)}/card.png`;

/** "Class of 2027 · Texas" (what is known), the card's subtitle on the page, the image and the link preview. */
export function playerCardFacts(card: Pick<PlayerCard, 'gradYear' | 'state'>): string {
  return [card.gradYear ? `Class of ${card.gradYear}` : null, card.state ? US_STATES[card.state] : null].filter(Boolean).join(' · ');
}

/** "Diamond 2 · Duelist" (what is known), or "Unranked". */
export function playerCardGameLine(game: PlayerCardGame): string {
  return [game.rank ?? 'Unranked', game.primaryRole].filter(Boolean).join(' · ');
}

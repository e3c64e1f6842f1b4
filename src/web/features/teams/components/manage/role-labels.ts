/** Display labels for the team value sets (spec 3, 5): "semi_professional" → "Semi Professional". */
import type { GameProfile } from '#shared/contracts/teams-roster.ts';

/** snake_case → Title Case, the way the spec shows role and level values. */
export function valueLabel(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** "{game name} ({Play Level})", the label of a game sub-tab and of the staff filter (spec 2.4). */
export function gameProfileLabel(profile: GameProfile): string {
  return `${profile.title.name} (${valueLabel(profile.playLevel)})`;
}

/** Name fallback of spec 2.4. */
export const UNKNOWN_USER = 'Unknown User';

export function personName(person: { fullName: string | null }): string {
  return person.fullName?.trim() || UNKNOWN_USER;
}

/**
 * The game-and-rank block of an interest form (docs/decisions/069): its
 * choices are the program's title and the tiers of that title's ladder,
 * read when the form is shown and checked again when it is sent. A stored
 * version's schema only says "a title and a rank" (versions are frozen,
 * ladders are data), so this check sits beside ajv's, on the server, with
 * a field error on the block's id.
 */
import type { FormField } from '../contracts/interest-form-fields.ts';

/** What a game-and-rank block offers: the program's title, and its ladder's tier names lowest first. */
export interface GameRankChoices {
  titleName: string;
  ranks: readonly string[];
}

export const GAME_RANK_TEXTS = {
  game: 'Game',
  rank: 'Rank',
  noRank: 'No rank yet',
  chooseGame: 'Choose a game',
  otherTitle: (titleName: string) => `Choose ${titleName}: it is the game this program plays`,
  otherRank: (titleName: string) => `Choose a rank from the ${titleName} ladder`,
} as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One message per game-and-rank block whose answer names another title or
 * a rank that is not on the title's ladder (null, "no rank yet", is
 * allowed). Answers ajv already refused by shape are left to ajv's message.
 */
export function gameRankProblems(fields: readonly FormField[], answers: Record<string, unknown>, choices: GameRankChoices): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    if (field.kind !== 'profile' || field.block !== 'game_rank') continue;
    const answer = answers[field.id];
    if (!isObject(answer)) continue;
    if (answer.title !== choices.titleName) problems[field.id] = GAME_RANK_TEXTS.otherTitle(choices.titleName);
    else if (answer.rank !== null && answer.rank !== undefined && !choices.ranks.includes(String(answer.rank))) {
      problems[field.id] = GAME_RANK_TEXTS.otherRank(choices.titleName);
    }
  }
  return problems;
}

/**
 * The profile blocks of a form (game and rank, role, class, GPA,
 * highlights) filled from the signed-in player's profile, for the
 * program's title (docs/decisions/038). The GPA is included whatever the
 * player's academics visibility: it goes only to this program's staff, and
 * the player sees it before sending (sending is consenting for this
 * program). Only what the profile holds is given; the player fills the rest.
 */
import { sql } from 'drizzle-orm';
import type { FormField, ProfileBlockAnswer } from '#shared/contracts/interest-form-fields.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

export interface ProfileFacts {
  titleName: string;
  rankName: string | null;
  role: string | null;
  gradYear: number | null;
  gpa: number | null;
  highlights: Array<{ title: string; url: string }>;
}

/** One statement: the player's facts for the program's title. */
export async function loadProfileFacts(db: Pick<Database, 'execute'>, userId: string, titleId: string): Promise<ProfileFacts | null> {
  const [row] = await rowsOf<ProfileFacts>(
    db,
    sql`select t.name as "titleName",
        (select tier.name from player_game_profiles g join rank_tiers tier on tier.id = g.current_tier_id
          where g.user_id = ${userId} and g.esports_title_id = t.id) as "rankName",
        (select g.primary_role from player_game_profiles g where g.user_id = ${userId} and g.esports_title_id = t.id) as role,
        up.grad_year as "gradYear", up.gpa::float8 as gpa,
        coalesce((select json_agg(json_build_object('title', h.title, 'url', h.url) order by h.position, h.id)
          from (select * from player_highlights h where h.user_id = ${userId} order by h.position, h.id limit 10) h), '[]'::json) as highlights
      from esports_titles t left join user_profiles up on up.user_id = ${userId}
      where t.id = ${titleId}`,
  );
  return row ?? null;
}

/** The block's answer from the facts, or undefined when the profile does not have it. */
function blockAnswer<B extends keyof ProfileBlockAnswer>(block: B, facts: ProfileFacts): ProfileBlockAnswer[B] | undefined {
  const answers: { [K in keyof ProfileBlockAnswer]: ProfileBlockAnswer[K] | undefined } = {
    game_rank: { title: facts.titleName, rank: facts.rankName },
    role: facts.role ?? undefined,
    class_year: facts.gradYear ?? undefined,
    gpa: facts.gpa ?? undefined,
    highlights: facts.highlights.length > 0 ? facts.highlights : undefined,
  };
  return answers[block] as ProfileBlockAnswer[B] | undefined;
}

/** The prefilled answers of the version's profile blocks, by field id (what a snapshot stores too). */
export function profileBlockAnswers(fields: readonly FormField[], facts: ProfileFacts | null): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  if (!facts) return answers;
  for (const field of fields) {
    if (field.kind !== 'profile') continue;
    const answer = blockAnswer(field.block, facts);
    if (answer !== undefined) answers[field.id] = answer;
  }
  return answers;
}

/**
 * Update and delete of the rows a team owns (practices, tournaments, posts,
 * achievements). The item must belong to the team in the URL: an id of
 * another team's row answers 404, exactly like an unknown id.
 */
import { and, eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { teamAchievements, teamPractices, teamRecruitingPosts, teamTournaments } from '#server/db/schema/teams.ts';

type TeamOwnedTable = typeof teamPractices | typeof teamTournaments | typeof teamRecruitingPosts | typeof teamAchievements;

export interface TeamItemRef {
  teamId: string;
  itemId: string;
}

const belongsTo = (table: TeamOwnedTable, ref: TeamItemRef) => and(eq(table.id, ref.itemId), eq(table.teamId, ref.teamId));

/** Applies `changes` (possibly none) to the team's row; 404 with `notFound` when the team has no such row. */
export async function updateTeamRow<Table extends TeamOwnedTable>(
  db: Database,
  table: Table,
  ref: TeamItemRef,
  changes: Partial<Table['$inferInsert']>,
  notFound: string,
): Promise<{ id: string }> {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const rows =
    Object.keys(defined).length === 0
      ? await db.select({ id: table.id }).from(table as TeamOwnedTable).where(belongsTo(table, ref))
      : await (db.update(table as TeamOwnedTable) as ReturnType<Database['update']>)
          .set(defined)
          .where(belongsTo(table, ref))
          .returning({ id: table.id });
  if (rows.length === 0) throw new AppError('not_found', notFound);
  return { id: rows[0]!.id };
}

export async function deleteTeamRow(db: Pick<Database, 'delete'>, table: TeamOwnedTable, ref: TeamItemRef, notFound: string): Promise<void> {
  const rows = await db.delete(table).where(belongsTo(table, ref)).returning({ id: table.id });
  if (rows.length === 0) throw new AppError('not_found', notFound);
}

/** The row's id if the team has it, else 404 with `notFound`. */
export async function requireTeamRow(db: Database, table: TeamOwnedTable, ref: TeamItemRef, notFound: string): Promise<void> {
  const [row] = await db.select({ id: table.id }).from(table).where(belongsTo(table, ref));
  if (!row) throw new AppError('not_found', notFound);
}

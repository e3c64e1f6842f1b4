import { sql } from 'drizzle-orm';
import { programViewScope } from '#shared/access/access-rules.ts';
import type { MyCollegeProgramsResponse } from '#shared/contracts/my-college-programs.ts';
import type { RoleGrant } from '#shared/access/roles.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { programLevelOrder } from '../directory/search-colleges.ts';

/**
 * The programs of every college the viewer can view (spec 6 "can view a
 * program", `programViewScope`): all of them for platform staff, those of
 * their own colleges for college admins and staff, none for anyone else.
 * One statement (none when the scope is empty); ordered by college name,
 * title, level and id.
 */
export async function listMyCollegePrograms(db: Pick<Database, 'execute'>, grants: readonly RoleGrant[]): Promise<MyCollegeProgramsResponse> {
  const scope = programViewScope(grants);
  if (scope !== 'all' && scope.length === 0) return { programs: [] };
  const where = scope === 'all' ? sql`` : sql`where p.college_id in (${sql.join(scope.map((id) => sql`${id}::uuid`), sql`, `)})`;
  const programs = await rowsOf<MyCollegeProgramsResponse['programs'][number]>(
    db,
    sql`select p.id, p.college_id as "collegeId", c.name as "collegeName", c.slug as "collegeSlug",
        t.slug as "titleSlug", t.name as "titleName", p.level, p.is_recruiting as "isRecruiting"
      from college_programs p
      join colleges c on c.id = p.college_id
      join esports_titles t on t.id = p.esports_title_id
      ${where}
      order by c.name, t.name, ${programLevelOrder('p')}, p.id`,
  );
  return { programs };
}

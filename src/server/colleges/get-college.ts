import { sql } from 'drizzle-orm';
import type { College } from '#shared/contracts/colleges.ts';
import { collegeNotFound } from '#server/auth/policies.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/teams/team-sql.ts';

/** The college page's facts (issue 12.3), by page address, in one statement; an unknown slug is 404 "College not found". */
export async function getCollege(db: Pick<Database, 'execute'>, slug: string): Promise<College> {
  const [row] = await rowsOf<College>(
    db,
    sql`select c.id, c.slug, c.name, c.city, c.state, c.zip, c.latitude, c.longitude, c.website,
        c.predominant_degree as "predominantDegree", c.control, c.locale,
        c.undergrad_enrollment as "undergradEnrollment", c.admission_rate as "admissionRate",
        c.sat_25 as "sat25", c.sat_75 as "sat75", c.act_25 as "act25", c.act_75 as "act75",
        c.tuition_in_state as "tuitionInState", c.tuition_out_of_state as "tuitionOutOfState",
        c.cost_of_attendance as "costOfAttendance", c.is_hbcu as "isHbcu", c.claimed_at is not null as "isClaimed"
      from colleges c where c.slug = ${slug}`,
  );
  if (!row) throw collegeNotFound();
  return row;
}

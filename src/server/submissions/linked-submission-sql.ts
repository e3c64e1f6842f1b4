/**
 * The joins from a link row `l` (an application link or a guardian copy
 * link; both hold `submission_id`) to what its page shows: the submission
 * `s`, the form version `v` it was answered on, the form `f`, the program
 * `p`, its college `c` and its title `t`.
 */
import { sql, type SQL } from 'drizzle-orm';

export function linkedSubmissionJoinsSql(): SQL {
  return sql`join interest_form_submissions s on s.id = l.submission_id
      join interest_form_versions v on v.id = s.version_id
      join interest_forms f on f.id = s.form_id
      join college_programs p on p.id = s.program_id
      join colleges c on c.id = p.college_id
      join esports_titles t on t.id = p.esports_title_id`;
}

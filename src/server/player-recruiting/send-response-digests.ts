/**
 * The programs' daily digest of new responses (issue 13.9,
 * docs/decisions/043). For each program with submissions (not withdrawn)
 * since its last digest (the first time: the last 24 hours) and no digest
 * yet on this UTC day, the run claims the day (program_response_digests,
 * one conditional upsert: of two runs at once, one claims) and then sends
 * one email per staff member who can view the program (programs_college_admin
 * or programs_college_staff of its college) and has the digest on, listing
 * per program the count and the latest names with a link to the hub's
 * Responses tab. A second run the same day sends nothing. Platform staff,
 * who can view every program, get no digests.
 *
 * The claim and the emails commit together (docs/decisions/056): each
 * recipient's email is one email-delivery job, queued in the claim's
 * transaction, so a failed send is retried for that recipient alone (the
 * other staff are not mailed again), and a run that fails claims nothing.
 *
 * Run hourly by the job queue (`response-digests`, jobs/job-definitions.ts;
 * tests call this directly) and by POST /api/admin/recruiting-digests/run.
 */
import { sql } from 'drizzle-orm';
import type { DigestRun } from '#shared/contracts/player-recruiting.ts';
import { PROGRAM_LEVEL_LABELS, type ProgramLevel } from '#shared/recruiting/program-levels.ts';
import type { AppContext } from '#server/app-context.ts';
import { responseDigestEmail, type DigestProgram } from '#server/email/recruiting-emails.ts';
import { rowsOf } from '#server/db/sql.ts';

/** Names listed per program. */
export const DIGEST_LATEST_NAMES = 5;
interface ClaimedProgram {
  programId: string;
  collegeName: string;
  collegeSlug: string;
  titleName: string;
  level: ProgramLevel;
  count: number;
  latestNames: string[];
}

interface Recipient {
  userId: string;
  email: string;
  programIds: string[];
}

/** The hub's Responses tab for a program (issue 13.3's page). */
export function responsesUrl(baseUrl: string, collegeSlug: string, programId: string): string {
  return `${baseUrl}/college/${encodeURIComponent(collegeSlug)}/recruiting?tab=responses&program=${encodeURIComponent(programId)}`;
}

export async function sendResponseDigests(ctx: AppContext, now: Date = new Date()): Promise<DigestRun> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return ctx.db.transaction(async (tx) => {
    // Programs with new responses and no digest yet today, claimed for today in one statement.
    const claimedRows = await rowsOf<{ programId: string; since: string }>(
      tx,
      sql`with due as (
          select s.program_id, coalesce(r.last_sent_at, ${at} - interval '1 day') as since
          from interest_form_submissions s
          left join program_response_digests r on r.program_id = s.program_id
          where s.status <> 'withdrawn' and s.submitted_at <= ${at}
            and s.submitted_at > coalesce(r.last_sent_at, ${at} - interval '1 day')
            and (r.last_sent_at is null or (r.last_sent_at at time zone 'UTC')::date < (${at} at time zone 'UTC')::date)
          group by s.program_id, r.last_sent_at
        ), claimed as (
          insert into program_response_digests (program_id, last_sent_at)
          select program_id, ${at} from due
          on conflict (program_id) do update set last_sent_at = excluded.last_sent_at
            where (program_response_digests.last_sent_at at time zone 'UTC')::date < (excluded.last_sent_at at time zone 'UTC')::date
          returning program_id
        )
        select due.program_id as "programId", due.since::text as since from due join claimed using (program_id)`,
    );
    if (claimedRows.length === 0) return { programs: 0, emails: 0 };
    const values = sql.join(claimedRows.map((row) => sql`(${row.programId}::uuid, ${row.since}::timestamptz)`), sql`, `);
    const programs = await rowsOf<ClaimedProgram>(
      tx,
      sql`select p.id as "programId", c.name as "collegeName", c.slug as "collegeSlug", t.name as "titleName", p.level,
          (select count(*)::int from interest_form_submissions s where s.program_id = p.id and s.status <> 'withdrawn'
            and s.submitted_at > w.since and s.submitted_at <= ${at}) as count,
          coalesce((select json_agg(x.name order by x.submitted_at desc, x.id desc) from (
            select s.name, s.submitted_at, s.id from interest_form_submissions s where s.program_id = p.id and s.status <> 'withdrawn'
              and s.submitted_at > w.since and s.submitted_at <= ${at}
            order by s.submitted_at desc, s.id desc limit ${DIGEST_LATEST_NAMES}) x), '[]'::json) as "latestNames"
        from (values ${values}) as w(program_id, since)
        join college_programs p on p.id = w.program_id
        join colleges c on c.id = p.college_id
        join esports_titles t on t.id = p.esports_title_id
        order by c.name, t.name, p.level, p.id`,
    );
    const staff = await rowsOf<Recipient>(
      tx,
      sql`select u.id as "userId", u.email, json_agg(distinct p.id) as "programIds"
        from (values ${values}) as w(program_id, since)
        join college_programs p on p.id = w.program_id
        join user_roles ur on ur.college_id = p.college_id and ur.role in ('programs_college_admin', 'programs_college_staff')
        join profiles u on u.id = ur.user_id
        left join recruiting_email_settings st on st.user_id = u.id
        where coalesce(st.response_digest, true)
        group by u.id, u.email
        order by u.email, u.id`,
    );
    const byId = new Map(programs.map((program) => [program.programId, program]));
    let emails = 0;
    for (const recipient of staff) {
      const digestPrograms: DigestProgram[] = programs
        .filter((program) => recipient.programIds.includes(program.programId) && byId.has(program.programId))
        .map((program) => ({
          collegeName: program.collegeName,
          programName: `${program.titleName} ${PROGRAM_LEVEL_LABELS[program.level]}`,
          count: program.count,
          latestNames: program.latestNames,
          url: responsesUrl(ctx.baseUrl, program.collegeSlug, program.programId),
        }));
      if (digestPrograms.length === 0) continue;
      // Queued with the claim: delivered (and retried) on its own by the email queue.
      await ctx.mailer.send(responseDigestEmail(recipient.email, digestPrograms, ctx.baseUrl), { db: tx });
      emails += 1;
    }
    return { programs: programs.length, emails };
  });
}

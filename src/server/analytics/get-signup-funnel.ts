import { sql } from 'drizzle-orm';
import { FUNNEL_STEPS, type AnalyticsFunnel, type AnalyticsRange, type FunnelStepKey } from '#shared/contracts/analytics.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { rangeBounds } from './analytics-sql.ts';

/**
 * The sign-up funnel as a cohort: the accounts created in the range, how
 * many of them had published a player profile (first publication, which
 * user_profiles.published_at keeps) and how many had submitted an interest
 * form, both by the range's end. One statement; each step counts within the
 * one before it, so the funnel never widens.
 */
export async function getSignupFunnel(db: Database, range: AnalyticsRange): Promise<AnalyticsFunnel> {
  const { start, end } = rangeBounds(range);
  const [row] = await rowsOf<Record<FunnelStepKey, number>>(
    db,
    sql`with cohort as (
          select id from profiles where created_at >= ${start} and created_at < ${end}
        ), published as (
          select c.id from cohort c join user_profiles p on p.user_id = c.id where p.published_at < ${end}
        )
        select (select count(*) from cohort)::int as signed_up,
          (select count(*) from published)::int as published_profile,
          (select count(*) from published c where exists (
            select 1 from interest_form_submissions s where s.submitter_user_id = c.id and s.created_at < ${end}))::int as submitted_form`,
  );
  return { ...range, steps: FUNNEL_STEPS.map((step) => ({ key: step.key, label: step.label, count: Number(row![step.key]) })) };
}

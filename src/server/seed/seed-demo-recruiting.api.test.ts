/**
 * The recruiting demo data the seed writes (issue 13.10, docs/decisions/026), split from seed-demo-data.api.test.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FormField } from '#shared/contracts/interest-form-fields.ts';
import { compileInterestForm, type JsonSchema } from '#shared/recruiting/interest-form-schema.ts';
import { PIPELINE_STAGES } from '#shared/recruiting/recruiting-values.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFormAnswers } from '#server/interest-forms/form-answer-validator.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { cookieHeader } from '#server/test/session-cookies.ts';
import { DEMO_COLLEGE_ID, DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemoData } from './seed-demo-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
describe('recruiting demo data (issue 13.10, docs/decisions/026 "Recruiting demo data")', () => {
  const query = <T>(text: SQL) => rowsOf<T>(t.database.db, text);
  const cookies: Record<string, string> = {};
  const get = (url: string, as?: 'coach' | 'player' | 'admin') =>
    t.app.inject({ method: 'GET', url, headers: as ? { cookie: cookies[as]! } : {} });
  const programId = async (collegeSlug: string, titleSlug: string) => {
    const [row] = await query<{ id: string }>(
      sql`select p.id from college_programs p join colleges c on c.id = p.college_id join esports_titles t on t.id = p.esports_title_id
        where c.slug = ${collegeSlug} and t.slug = ${titleSlug}`,
    );
    return row!.id;
  };

  beforeAll(async () => {
    await seedDemoData(t.app.ctx); // a no-op when the blocks above ran first
    for (const [as, email] of [['coach', 'coach@demo.test'], ['player', 'player@demo.test'], ['admin', 'college@demo.test']] as const) {
      const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: DEMO_PASSWORD } });
      expect(signIn.statusCode).toBe(200);
      cookies[as] = cookieHeader(signIn.headers['set-cookie']);
    }
  });

  it('publishes a form on every recruiting sample program, as publishing leaves it, with its short link; only sample colleges have any', async () => {
    const rows = await query<{ recruiting: number; forms: number; onReal: number; unpublished: number; noLink: number; autoAdd: string[] }>(sql`
      select (select count(*)::int from college_programs p join colleges c on c.id = p.college_id where c.is_demo and p.is_recruiting) as recruiting,
        (select count(*)::int from interest_forms) as forms,
        (select count(*)::int from interest_forms f join college_programs p on p.id = f.program_id join colleges c on c.id = p.college_id where not c.is_demo) as "onReal",
        (select count(*)::int from interest_forms f join interest_form_versions v on v.id = f.current_version_id
          where f.status <> 'published' or v.version <> 1 or v.fields <> f.draft_fields) +
          (select count(*)::int from interest_forms where current_version_id is null) as unpublished,
        (select count(*)::int from interest_forms f where not exists (select 1 from short_links l where l.form_id = f.id and l.target_type = 'form')) as "noLink",
        (select coalesce(array_agg(c.slug || '/' || t.slug), '{}') from interest_forms f join college_programs p on p.id = f.program_id
          join colleges c on c.id = p.college_id join esports_titles t on t.id = p.esports_title_id where f.auto_add_to_pipeline) as "autoAdd"`);
    const [row] = rows;
    expect(row!.recruiting).toBeGreaterThanOrEqual(8);
    expect(row).toMatchObject({ forms: row!.recruiting, onReal: 0, unpublished: 0, noLink: 0, autoAdd: ['demo-university/valorant'] });

    // The schema stored is compileInterestForm's, and the public form page answers.
    const [form] = await query<{ id: string; fields: FormField[]; jsonSchema: unknown; uiSchema: unknown }>(sql`
      select f.id, v.fields, v.json_schema as "jsonSchema", v.ui_schema as "uiSchema" from interest_forms f
        join interest_form_versions v on v.id = f.current_version_id where f.program_id = ${await programId('demo-university', 'valorant')}`);
    expect({ jsonSchema: form!.jsonSchema, uiSchema: form!.uiSchema }).toEqual(compileInterestForm(form!.fields));
    const types = new Set(form!.fields.map((field) => (field.kind === 'question' ? field.type : `profile:${field.block}`)));
    expect(types.size).toBeGreaterThanOrEqual(8);
    const page = await get(`/api/colleges/demo-university/apply/${form!.id}`);
    expect(page.statusCode).toBe(200);
  });

  it('stores answers that pass the schema of the version they answered, from sample players, the demo player and two visitors', async () => {
    const rows = await query<{ answers: unknown; jsonSchema: JsonSchema; versionId: string; status: string; visitor: boolean; email: string; adult: boolean }>(sql`
      select s.answers, v.json_schema as "jsonSchema", v.id as "versionId", s.status, s.submitter_user_id is null as visitor, s.email,
        coalesce(s.birth_date, up.birth_date) <= (now() at time zone 'UTC')::date - interval '18 years' as adult
      from interest_form_submissions s join interest_form_versions v on v.id = s.version_id
        left join user_profiles up on up.user_id = s.submitter_user_id`);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) expect(checkFormAnswers(row.jsonSchema, row.answers, row.versionId), JSON.stringify(row.answers)).toBeNull();
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['new', 'reviewed', 'added', 'declined']));
    const visitors = rows.filter((row) => row.visitor);
    expect(visitors.length).toBe(2);
    for (const visitor of visitors) expect(visitor.email).toMatch(/@example\.test$/);
    expect(rows.map((row) => row.email)).toContain('player@demo.test');
    // Only adults: no minor's answers in the sample data.
    expect(rows.every((row) => row.adult)).toBe(true);
    // An added response points at its pipeline entry.
    const [orphans] = await query<{ n: number }>(sql`select count(*)::int as n from interest_form_submissions where status = 'added' and pipeline_entry_id is null`);
    expect(orphans!.n).toBe(0);
  });

  it("gives the coach a dashboard with counts, new responses, attention and activity", async () => {
    const response = await get('/api/recruiting-dashboard', 'coach');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.state).toBe('ready');
    const valorant = body.programs.find((program: { collegeSlug: string; titleSlug: string }) => program.collegeSlug === 'demo-university' && program.titleSlug === 'valorant');
    expect(Object.values(valorant.stageCounts as Record<string, number>).every((n) => n > 0)).toBe(true);
    expect(valorant.newResponses).toBeGreaterThan(0);
    expect(body.responses.count).toBeGreaterThan(0);
    expect(body.responses.latest.length).toBeGreaterThan(0);
    expect(body.attention.length).toBeGreaterThan(0);
    expect(body.activity.map((item: { kind: string }) => item.kind)).toEqual(expect.arrayContaining(['stage_move', 'submission']));
  });

  it("shows an entry in every stage of Demo University's Valorant board, each walked there in its history by the college's staff", async () => {
    const id = await programId('demo-university', 'valorant');
    for (const as of ['coach', 'admin'] as const) {
      const response = await get(`/api/programs/${id}/pipeline`, as);
      expect(response.statusCode).toBe(200);
      const entries = response.json().entries as { stage: string; name: string; ownerName: string | null; tags: string[]; nextActionOn: string | null }[];
      expect(new Set(entries.map((entry) => entry.stage))).toEqual(new Set(PIPELINE_STAGES));
      expect(entries.find((entry) => entry.name === 'Parker Player')?.stage).toBe('contacted');
      expect(entries.every((entry) => entry.ownerName)).toBe(true);
      expect(entries.some((entry) => entry.tags.length > 0 && entry.nextActionOn)).toBe(true);
    }
    const history = await query<{ stage: string; walk: string[]; actors: number; first: string; notes: number }>(sql`
      select e.stage, array_agg(h.to_stage order by h.created_at, h.id) as walk,
        count(h.actor_user_id) filter (where h.actor_user_id in (select user_id from user_roles where college_id = ${DEMO_COLLEGE_ID}))::int as actors,
        (array_agg(h.from_stage order by h.created_at, h.id))[1] as first,
        (select count(*)::int from pipeline_notes n where n.entry_id = e.id) as notes
      from pipeline_entries e join pipeline_stage_history h on h.entry_id = e.id where e.program_id = ${id} group by e.id, e.stage`);
    for (const entry of history) {
      expect(entry.first).toBeNull();
      expect(entry.walk[0]).toBe('interested');
      expect(entry.walk.at(-1)).toBe(entry.stage);
      expect(entry.actors).toBeGreaterThanOrEqual(entry.walk.length - 1);
    }
    expect(history.reduce((sum, entry) => sum + entry.notes, 0)).toBeGreaterThanOrEqual(3);
    // The other sample colleges have smaller pipelines.
    const [others] = await query<{ programs: number }>(sql`select count(distinct e.program_id)::int as programs from pipeline_entries e
      join college_programs p on p.id = e.program_id where p.college_id <> ${DEMO_COLLEGE_ID}`);
    expect(others!.programs).toBeGreaterThanOrEqual(2);
  });

  it("lists responses in the hub and links with clicks over the last 30 days, some with submissions", async () => {
    const id = await programId('demo-university', 'valorant');
    const responses = await get(`/api/colleges/demo-university/programs/${id}/responses`, 'coach');
    expect(responses.statusCode).toBe(200);
    expect(responses.json().responses.length).toBeGreaterThanOrEqual(4);
    const links = await get(`/api/programs/${id}/short-links`, 'coach');
    expect(links.statusCode).toBe(200);
    const stats = (links.json().links as { stats: { clicks30d: number; submissions30d: number; days: { clicks: number }[] } }[]).map((link) => link.stats);
    expect(stats.length).toBe(2); // the form's link and the college page's
    for (const link of stats) expect(link.clicks30d).toBeGreaterThan(0);
    expect(stats.some((link) => link.submissions30d > 0)).toBe(true);
    const [spread] = await query<{ days: number; oldest: number }>(sql`select count(distinct day)::int as days,
      ((now() at time zone 'UTC')::date - min(day))::int as oldest from short_link_daily_stats`);
    expect(spread!.days).toBeGreaterThanOrEqual(20);
    expect(spread!.oldest).toBeLessThan(30);
  });

  it('shows the confirmed public commitment of an adult on the success page and the widget; the verbal stays private', async () => {
    const outcomes = await query<{ id: string; slug: string; status: string; adult: boolean; confirmed: boolean; consent: boolean; isDemo: boolean; recordedBy: string }>(sql`
      select o.id, up.slug, o.status, up.birth_date <= (now() at time zone 'UTC')::date - interval '18 years' as adult,
        o.confirmed_at is not null as confirmed, o.player_public_consent_at is not null as consent, c.is_demo as "isDemo", o.recorded_by as "recordedBy"
      from recruiting_outcomes o join user_profiles up on up.user_id = o.player_user_id join colleges c on c.id = o.college_id order by o.status`);
    expect(outcomes.map(({ status, adult, confirmed, consent, isDemo, recordedBy }) => ({ status, adult, confirmed, consent, isDemo, recordedBy }))).toEqual([
      { status: 'committed', adult: true, confirmed: true, consent: true, isDemo: true, recordedBy: 'program' },
      { status: 'verbal', adult: true, confirmed: false, consent: false, isDemo: true, recordedBy: 'player' },
    ]);
    const [commitment, verbal] = outcomes;
    const success = await get(`/api/recruiting-success/${commitment!.id}`);
    expect(success.statusCode).toBe(200);
    expect(success.json().college.slug).toBe('demo-university');
    const widget = await get(`/api/widget?player=${commitment!.slug}`);
    expect(widget.statusCode).toBe(200);
    expect(widget.json().commitment.id).toBe(commitment!.id);
    expect((await get(`/api/recruiting-success/${verbal!.id}`)).statusCode).toBe(404);
    expect((await get(`/api/widget?player=${verbal!.slug}`)).statusCode).toBe(404);
  });

  it("gives the demo player a college board, a submission, and Demo University at Contacted in their pipeline with the coach's message", async () => {
    const board = await get('/api/players/parker-player/college-board', 'player');
    expect(board.statusCode).toBe(200);
    const items = board.json().items as { bucket: string; note: string | null }[];
    expect(new Set(items.map((item) => item.bucket))).toEqual(new Set(['reach', 'fit', 'safety']));
    for (const item of items) expect(item.note).toMatch(/^Demo data: /);

    const pipeline = await get('/api/players/parker-player/pipeline', 'player');
    expect(pipeline.statusCode).toBe(200);
    const rows = pipeline.json().rows as { program: { collegeSlug: string; titleSlug: string }; stage: string; conversationId: string | null; submission: unknown }[];
    const demo = rows.find((row) => row.program.collegeSlug === 'demo-university' && row.program.titleSlug === 'valorant');
    expect(demo).toMatchObject({ stage: 'contacted', submission: expect.objectContaining({ status: 'added' }) });
    expect(demo!.conversationId).not.toBeNull();

    const submissions = await get('/api/me/submissions', 'player');
    expect(submissions.statusCode).toBe(200);
    expect(submissions.json().submissions).toHaveLength(1);
    const inbox = await get('/api/conversations', 'player');
    expect(inbox.statusCode).toBe(200);
    expect(JSON.stringify(inbox.json())).toContain('scrim block');
  });

  it('labels the texts a person reads as demo data', async () => {
    const [texts] = await query<{ forms: number; notes: number; board: number; labelled: number }>(sql`
      select (select count(*)::int from interest_forms where description not like 'Demo data: %') as forms,
        (select count(*)::int from pipeline_notes where body not like '%(demo note)') as notes,
        (select count(*)::int from college_board_items where note not like 'Demo data: %') as board,
        (select count(*)::int from messages where body not like '%Demo data%') as labelled`);
    expect(texts).toEqual({ forms: 0, notes: 0, board: 0, labelled: 0 });
  });
});

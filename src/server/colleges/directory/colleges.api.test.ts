/**
 * The colleges directory and college page API (issue 12.2 and 12.3,
 * docs/decisions/029) over the 2,969 seeded institutions: each filter and
 * combinations against the same condition asked of the table directly,
 * pagination with ties, the page's facts, 404 for an unknown address, bad
 * input refused with field messages and nothing changed, and anyone (signed
 * out or in) may read.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLEGE_TEXTS, type College, type CollegeSearchResponse } from '#shared/contracts/colleges.ts';
import { NUL_MESSAGE } from '#server/http/text-input-guard.ts';
import { rowsOf } from '#server/db/sql.ts';
import { statementCountingApp } from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let player: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  player = await signUpUser(t.app);
  admin = await signUpWithRoles(t.app, ['yes_admin']);
});
afterAll(async () => t.close());

async function search(query: string, user?: TestUser): Promise<CollegeSearchResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/colleges${query ? `?${query}` : ''}`, headers: user ? { cookie: user.cookie } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CollegeSearchResponse;
}

/** Every page of a search, concatenated. */
async function allPages(query: string): Promise<CollegeSearchResponse['rows']> {
  const first = await search(query);
  const rows = [...first.rows];
  for (let page = 2; (page - 1) * first.pageSize < first.total; page += 1) rows.push(...(await search(`${query}${query ? '&' : ''}page=${page}`)).rows);
  return rows;
}

/** The ids the table itself gives for a condition, in the directory's order. */
async function expectedIds(where: SQL): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(t.app.ctx.db, sql`select id from colleges c where ${where} order by name, id`);
  return rows.map((row) => row.id);
}

/** The query in the name order (the default is relevance: docs/decisions/076) against the table. */
async function expectSameAs(query: string, where: SQL, atLeast = 1) {
  const expected = await expectedIds(where);
  expect(expected.length).toBeGreaterThanOrEqual(atLeast);
  const first = await search(`${query}&sort=name`);
  expect(first.total).toBe(expected.length);
  expect(first.rows.map((row) => row.id)).toEqual(expected.slice(0, 20));
  return expected;
}

describe('GET /api/colleges (issue 12.2)', () => {
  it('lists every institution by name with sort=name, 20 a page, anonymous or signed in, in one statement', async () => {
    const anonymous = await search('sort=name');
    expect(anonymous.total).toBe(2969);
    expect(anonymous.rows).toHaveLength(20);
    expect(anonymous).toMatchObject({ page: 1, pageSize: 20 });
    expect(anonymous.rows.map((row) => row.id)).toEqual((await expectedIds(sql`true`)).slice(0, 20));
    expect(await search('sort=name', player)).toEqual(anonymous);
    expect(await search('sort=name', admin)).toEqual(anonymous);
    expect(anonymous.rows.every((row) => row.isClaimed === false)).toBe(true);

    const counting = await statementCountingApp(t);
    try {
      const { response, statements } = await counting.count({ method: 'GET', url: '/api/colleges?state=TX&control=public&size=large&page=2' });
      expect(response.statusCode).toBe(200);
      expect(statements).toHaveLength(1);
    } finally {
      await counting.close();
    }
  });

  it('shows a card’s facts as the table holds them', async () => {
    const { rows } = await search('q=Massachusetts+Institute+of+Technology');
    expect(rows).toEqual([
      {
        id: expect.any(String), slug: 'massachusetts-institute-of-technology', name: 'Massachusetts Institute of Technology', city: 'Cambridge',
        state: 'MA', control: 'nonprofit', undergradEnrollment: 4629, admissionRate: 0.0411, tuitionInState: 55878, tuitionOutOfState: 55878,
        isClaimed: false, isDemo: false, programs: [], scholarships: null,
      },
    ]);
  });

  it('searches names by any part, in any case, with pattern characters taken literally', async () => {
    await expectSameAs('q=sTaTe+UnIv', sql`lower(c.name) like '%state univ%'`, 50);
    await expectSameAs('q=%20texas%20', sql`lower(c.name) like '%texas%'`, 10);
    expect((await search('q=%25')).total).toBe(0);
    expect((await search('q=_')).total).toBe(0);
    expect((await search('q=zzzz-no-such-college')).rows).toEqual([]);
  });

  it('filters by state, public or private, size, admission rate and tuition, each against the table', async () => {
    await expectSameAs('state=TX', sql`c.state = 'TX'`, 100);
    await expectSameAs('state=PW', sql`c.state = 'PW'`, 1);
    const publicIds = await expectSameAs('control=public', sql`c.control = 'public'`, 1000);
    const privateIds = await expectSameAs('control=private', sql`c.control in ('nonprofit', 'for_profit')`, 1000);
    expect(publicIds.length + privateIds.length).toBe(2969);
    const small = await expectSameAs('size=small', sql`c.undergrad_enrollment between 0 and 2000`, 100);
    const medium = await expectSameAs('size=medium', sql`c.undergrad_enrollment between 2001 and 15000`, 100);
    const large = await expectSameAs('size=large', sql`c.undergrad_enrollment > 15000`, 100);
    // One institution has no reported enrollment: no band holds it.
    expect(small.length + medium.length + large.length).toBe(2968);
    await expectSameAs('maxAdmissionRate=10', sql`c.admission_rate <= 0.1`, 10);
    await expectSameAs('maxAdmissionRate=0', sql`c.admission_rate = 0`, 0);
    await expectSameAs('maxAdmissionRate=100', sql`c.admission_rate is not null`, 1700);
    await expectSameAs('maxTuition=5000', sql`c.tuition_out_of_state <= 5000`, 50);
    const { rows } = await search('maxTuition=5000');
    expect(rows.every((row) => row.tuitionOutOfState !== null && row.tuitionOutOfState <= 5000)).toBe(true);
  });

  it('combines filters, and pages through a combination to its end', async () => {
    await expectSameAs(
      'state=CA&control=public&size=large&maxAdmissionRate=50',
      sql`c.state = 'CA' and c.control = 'public' and c.undergrad_enrollment > 15000 and c.admission_rate <= 0.5`,
      3,
    );
    const where = sql`c.control in ('nonprofit', 'for_profit') and c.undergrad_enrollment <= 2000 and c.tuition_out_of_state <= 30000 and lower(c.name) like '%college%'`;
    const expected = await expectedIds(where);
    expect(expected.length).toBeGreaterThan(40);
    expect((await allPages('q=college&control=private&size=small&maxTuition=30000&sort=name')).map((row) => row.id)).toEqual(expected);
    const beyond = await search('q=college&control=private&size=small&maxTuition=30000&sort=name&page=500');
    expect(beyond).toMatchObject({ rows: [], total: expected.length, page: 500 });
  });

  it('breaks ties of equal names by id, so pages neither repeat nor skip', async () => {
    // 25 institutions of one name (as the three seeded "Columbia College"s, only more): pages of 20 and 5.
    await t.app.ctx.db.execute(sql`insert into colleges (slug, name, city, state, predominant_degree, control)
      select 'tie-college-' || n, 'Tie College', 'Austin', 'TX', 'bachelor', 'public' from generate_series(1, 25) n`);
    try {
      const expected = await expectedIds(sql`c.name = 'Tie College'`);
      const first = await search('q=tie+college');
      const second = await search('q=tie+college&page=2');
      expect(first.rows).toHaveLength(20);
      expect(second.rows).toHaveLength(5);
      expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(expected);
      expect(new Set(expected.slice().sort())).toEqual(new Set([...first.rows, ...second.rows].map((row) => row.id)));
      expect(expected).toEqual(expected.slice().sort());
      const columbia = await search('q=columbia+college&state=MO');
      expect(columbia.rows.map((row) => row.slug)).toContain('columbia-college-mo');
    } finally {
      await t.app.ctx.db.execute(sql`delete from colleges where name = 'Tie College'`);
    }
  });

  it('refuses bad input with a 400 naming the field, signed out or in, and changes nothing', async () => {
    const before = await tableDigests(t.app.ctx.db);
    const cases: [string, string, string][] = [
      ['control=royal', 'querystring.control', 'Pick public or private'],
      ['maxAdmissionRate=-1', 'querystring.maxAdmissionRate', 'Admission rate must be between 0 and 100'],
      ['maxAdmissionRate=101', 'querystring.maxAdmissionRate', 'Admission rate must be between 0 and 100'],
      ['maxAdmissionRate=lots', 'querystring.maxAdmissionRate', 'Admission rate must be a number'],
      ['maxTuition=-5', 'querystring.maxTuition', 'Tuition cannot be negative'],
      ['maxTuition=12.5', 'querystring.maxTuition', 'Tuition must be a whole number of dollars'],
      ['page=0', 'querystring.page', 'Pages start at 1'],
      ['size=huge', 'querystring.size', 'Pick small, medium or large'],
      ['state=ZZ', 'querystring.state', 'Pick a US state'],
      ['sort=nearest', 'querystring.sort', 'Sort by relevance, name, distance or match'],
      [`q=${'x'.repeat(10_000)}`, 'querystring.q', 'Search must be at most 100 characters'],
      ['q=%3Cb%3Ebold%3C%2Fb%3E', 'querystring.q', 'Search must be plain text (no HTML tags)'],
      ['q=a%00b', 'querystring.q', NUL_MESSAGE],
      ['state=TX&state=CA', 'querystring.state', 'Pick a US state'],
    ];
    for (const user of [undefined, player]) {
      for (const [query, field, message] of cases) {
        const response = await t.app.inject({ method: 'GET', url: `/api/colleges?${query}`, headers: user ? { cookie: user.cookie } : {} });
        expect(response.statusCode, `${query}: ${response.body.slice(0, 200)}`).toBe(400);
        const body = response.json() as { error: { code: string; fields: Record<string, string> } };
        expect(body.error.code).toBe('validation');
        expect(Object.keys(body.error.fields), query.slice(0, 40)).toContain(field);
        if (message) expect(body.error.fields[field]).toBe(message);
      }
    }
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
  });
});

describe('GET /api/colleges/:slug (issue 12.3)', () => {
  it('answers the institution’s facts to anyone, in one statement after the session', async () => {
    const expected: College = {
      id: expect.any(String) as unknown as string, slug: 'ohio-state-university-main-campus', name: 'Ohio State University-Main Campus',
      city: 'Columbus', state: 'OH', zip: '43201', latitude: 39.999803, longitude: -83.007525, website: 'https://www.osu.edu/',
      predominantDegree: 'bachelor', control: 'public', locale: 'City Large', undergradEnrollment: 45986, admissionRate: 0.5718,
      sat25: 1250, sat75: 1440, act25: 26, act75: 32, tuitionInState: 11936, tuitionOutOfState: 35019, costOfAttendance: 27817,
      isHbcu: false, isClaimed: false, isDemo: false, scholarships: null, programs: [], staff: [], hasStaffContact: false,
      description: null, logoUrl: null, socials: { x: null, twitch: null, youtube: null, discord: null, instagram: null, tiktok: null },
    };
    for (const user of [undefined, player, admin]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/colleges/ohio-state-university-main-campus', headers: user ? { cookie: user.cookie } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
    }
    const counting = await statementCountingApp(t);
    try {
      const { statements } = await counting.count({ method: 'GET', url: '/api/colleges/ohio-state-university-main-campus' });
      expect(statements).toHaveLength(1);
    } finally {
      await counting.close();
    }
  });

  it('answers blanks as null', async () => {
    const college = (await t.app.inject({ method: 'GET', url: '/api/colleges/alaska-bible-college' })).json() as College;
    expect(college).toMatchObject({ admissionRate: null, sat25: null, sat75: null, act25: null, act75: null, undergradEnrollment: 37 });
  });

  it('answers an unknown address 404 "College not found", and a garbage one 4xx', async () => {
    for (const slug of ['no-such-college', 'MASSACHUSETTS-INSTITUTE-OF-TECHNOLOGY', '..%2F..%2Fetc', "'%20or%201%3D1--"]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/colleges/${slug}` });
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: COLLEGE_TEXTS.notFound } });
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/colleges/${'x'.repeat(300)}` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/colleges/a%00b' })).statusCode).toBe(400);
  });
});

describe('GET /api/colleges: relevance, the default order (docs/decisions/076)', () => {
  const names = {
    exact: 'Quokka Ridge',
    prefixRecruiting: 'Quokka Ridge College of Esports',
    prefix: 'Quokka Ridge Institute',
    word: 'North Quokka Ridge University',
    wordRecruiting: 'Saint Mary-Quokka Ridge State',
    inside: 'Biquokka Ridgeway College',
  };
  const ids: Record<keyof typeof names, string> = {} as Record<keyof typeof names, string>;

  async function insertCollege(slug: string, name: string) {
    const [row] = await rowsOf<{ id: string }>(
      t.app.ctx.db,
      sql`insert into colleges (slug, name, city, state, predominant_degree, control) values (${slug}, ${name}, 'Austin', 'TX', 'bachelor', 'public') returning id`,
    );
    return row!.id;
  }

  async function insertProgram(collegeId: string, isRecruiting: boolean) {
    await t.app.ctx.db.execute(sql`insert into college_programs (college_id, esports_title_id, level, roster_size, is_recruiting)
      values (${collegeId}, (select id from esports_titles where slug = 'valorant'), 'varsity', 10, ${isRecruiting})`);
  }

  beforeAll(async () => {
    // Inserted in an order unlike any expected one, so the ids do not happen to give it.
    for (const key of ['inside', 'wordRecruiting', 'word', 'prefix', 'prefixRecruiting', 'exact'] as const) {
      ids[key] = await insertCollege(`relevance-${key}`, names[key]);
    }
    await insertProgram(ids.prefixRecruiting, true);
    await insertProgram(ids.wordRecruiting, true);
    // A program that is not recruiting: after the recruiting ones, before colleges without a program.
    await insertProgram(ids.inside, false);
  });
  afterAll(async () => {
    await t.app.ctx.db.execute(sql`delete from college_programs where college_id in (select id from colleges where slug like 'relevance-%')`);
    await t.app.ctx.db.execute(sql`delete from colleges where slug like 'relevance-%'`);
  });

  it('ranks the exact name first, then names starting with the text, then word starts, then the rest; recruiting programs first within each', async () => {
    const { rows, total } = await search('q=quokka+ridge');
    expect(total).toBe(6);
    expect(rows.map((row) => row.id)).toEqual([ids.exact, ids.prefixRecruiting, ids.prefix, ids.wordRecruiting, ids.word, ids.inside]);
    // Any case, and the same order for sort=relevance spelled out.
    expect((await search('q=QUOKKA+RIDGE&sort=relevance')).rows.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    // A word after punctuation ("Mary-Quokka") is a word start; within a rank a recruiting program comes first.
    expect((await search('q=quokka')).rows.map((row) => row.id)).toEqual([ids.prefixRecruiting, ids.exact, ids.prefix, ids.wordRecruiting, ids.word, ids.inside]);
    // sort=name keeps A to Z.
    expect((await search('q=quokka+ridge&sort=name')).rows.map((row) => row.name)).toEqual(
      [...Object.values(names)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });

  it('opens without a search on colleges with a recruiting program, then any program, then the rest by name and id', async () => {
    const first = await search('');
    const counts = await rowsOf<{ recruiting: number; programs: number }>(
      t.app.ctx.db,
      sql`select count(*) filter (where exists (select 1 from college_programs p where p.college_id = c.id and p.is_recruiting))::int as recruiting,
        count(*) filter (where exists (select 1 from college_programs p where p.college_id = c.id))::int as programs from colleges c`,
    );
    const { recruiting, programs } = counts[0]!;
    expect(recruiting).toBeGreaterThanOrEqual(2);
    const expected = await rowsOf<{ id: string }>(
      t.app.ctx.db,
      sql`select c.id from colleges c order by
        case when exists (select 1 from college_programs p where p.college_id = c.id and p.is_recruiting) then 0
          when exists (select 1 from college_programs p where p.college_id = c.id) then 1 else 2 end, c.name, c.id limit 20`,
    );
    expect(first.rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(first.rows[0]!.programs.some((program) => program.isRecruiting)).toBe(true);
    // Every recruiting college before every other, and the programs without recruiting before colleges without one.
    const rows = await allPages('hasProgram=true');
    expect(rows).toHaveLength(programs);
    const firstNotRecruiting = rows.findIndex((row) => !row.programs.some((program) => program.isRecruiting));
    expect(firstNotRecruiting === -1 ? rows.length : firstNotRecruiting).toBe(recruiting);
    expect(first.total).toBe(2969 + 6);
  });

  it('answers the search in one statement, pages with the id as tie-breaker, and keeps the filters', async () => {
    const counting = await statementCountingApp(t);
    try {
      const { response, statements } = await counting.count({ method: 'GET', url: '/api/colleges?q=state&state=TX' });
      expect(response.statusCode).toBe(200);
      expect(statements).toHaveLength(1);
    } finally {
      await counting.close();
    }
    const filtered = await search('q=quokka+ridge&recruiting=true');
    expect(filtered.rows.map((row) => row.id)).toEqual([ids.prefixRecruiting, ids.wordRecruiting]);
    const all = await allPages('q=state');
    expect(new Set(all.map((row) => row.id)).size).toBe(all.length);
    expect(all.length).toBe((await search('q=state&sort=name')).total);
  });
});

/**
 * The real institutions (issue 12.1, docs/decisions/029): every database the
 * app starts on holds the 2,969 rows of the College Scorecard file, seeded in
 * one statement that a second run finds nothing to do for, with slugs that
 * stay where they are.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { readCollegeRows } from './college-rows.ts';
import { seedColleges } from './seed-colleges.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const count = async () => (await rowsOf<{ n: number }>(t.app.ctx.db, sql`select count(*)::int as n from colleges`))[0]!.n;
const slugsByUnitid = async () =>
  Object.fromEntries((await rowsOf<{ unitid: number; slug: string }>(t.app.ctx.db, sql`select unitid, slug from colleges`)).map((row) => [row.unitid, row.slug]));

describe('colleges seed (issue 12.1)', () => {
  it('a started database holds the 2,969 institutions of the file, each slug unique', async () => {
    expect(await count()).toBe(2969);
    const [row] = await rowsOf<{ slugs: number; unitids: number }>(
      t.app.ctx.db,
      sql`select count(distinct slug)::int as slugs, count(distinct unitid)::int as unitids from colleges`,
    );
    expect(row).toEqual({ slugs: 2969, unitids: 2969 });
  });

  it('a second seed changes nothing, not even a timestamp, in one statement', async () => {
    const before = await tableDigests(t.app.ctx.db);
    const statements: string[] = [];
    const counting = { execute: (query: Parameters<TestApp['app']['ctx']['db']['execute']>[0]) => (statements.push('x'), t.app.ctx.db.execute(query)) };
    expect(await seedColleges(counting)).toEqual({ changed: 0 });
    expect(statements).toHaveLength(1);
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
  });

  it('seeds an empty table with the same slugs, and corrects a changed fact without moving its slug', async () => {
    const slugs = await slugsByUnitid();
    await t.app.ctx.db.execute(sql`delete from colleges`);
    expect(await seedColleges(t.app.ctx.db)).toEqual({ changed: 2969 });
    expect(await count()).toBe(2969);
    expect(await slugsByUnitid()).toEqual(slugs);

    await t.app.ctx.db.execute(sql`update colleges set name = 'Renamed', undergrad_enrollment = 1 where unitid = 166683`);
    expect(await seedColleges(t.app.ctx.db)).toEqual({ changed: 1 });
    const [mit] = await rowsOf<{ name: string; slug: string; enrollment: number }>(
      t.app.ctx.db,
      sql`select name, slug, undergrad_enrollment as enrollment from colleges where unitid = 166683`,
    );
    expect(mit).toEqual({ name: 'Massachusetts Institute of Technology', slug: 'massachusetts-institute-of-technology', enrollment: 4629 });
  });

  it('reads known institutions back as the file states them, blanks as null', async () => {
    const rows = await rowsOf<Record<string, unknown>>(
      t.app.ctx.db,
      sql`select unitid, slug, name, city, state, zip, latitude, longitude, website, predominant_degree, control, locale,
          undergrad_enrollment, admission_rate, sat_25, sat_75, act_25, act_75, tuition_in_state, tuition_out_of_state,
          cost_of_attendance, is_hbcu
        from colleges where unitid in (204796, 102580, 166683) order by unitid`,
    );
    expect(rows).toEqual([
      {
        unitid: 102580, slug: 'alaska-bible-college', name: 'Alaska Bible College', city: 'Palmer', state: 'AK', zip: '99645',
        latitude: 61.598553, longitude: -149.111972, website: 'https://www.akbible.edu/', predominant_degree: 'bachelor', control: 'nonprofit',
        locale: 'Suburb Small', undergrad_enrollment: 37, admission_rate: null, sat_25: null, sat_75: null, act_25: null, act_75: null,
        tuition_in_state: 10900, tuition_out_of_state: 10900, cost_of_attendance: 20897, is_hbcu: false,
      },
      {
        unitid: 166683, slug: 'massachusetts-institute-of-technology', name: 'Massachusetts Institute of Technology', city: 'Cambridge', state: 'MA',
        zip: '02139-4307', latitude: 42.359243, longitude: -71.093226, website: 'https://web.mit.edu/', predominant_degree: 'bachelor',
        control: 'nonprofit', locale: 'City Midsize', undergrad_enrollment: 4629, admission_rate: 0.0411, sat_25: null, sat_75: null,
        act_25: null, act_75: null, tuition_in_state: 55878, tuition_out_of_state: 55878, cost_of_attendance: 63681, is_hbcu: false,
      },
      {
        unitid: 204796, slug: 'ohio-state-university-main-campus', name: 'Ohio State University-Main Campus', city: 'Columbus', state: 'OH',
        zip: '43201', latitude: 39.999803, longitude: -83.007525, website: 'https://www.osu.edu/', predominant_degree: 'bachelor',
        control: 'public', locale: 'City Large', undergrad_enrollment: 45986, admission_rate: 0.5718, sat_25: 1250, sat_75: 1440,
        act_25: 26, act_75: 32, tuition_in_state: 11936, tuition_out_of_state: 35019, cost_of_attendance: 27817, is_hbcu: false,
      },
    ]);
  });

  it('gives the institutions that share a name the state, then the city', async () => {
    const rows = await rowsOf<{ slug: string }>(
      t.app.ctx.db,
      sql`select slug from colleges where name in ('Columbia College', 'American University of Puerto Rico') order by slug`,
    );
    expect(rows.map((row) => row.slug)).toEqual([
      'american-university-of-puerto-rico-pr-bayamon',
      'american-university-of-puerto-rico-pr-manati',
      'columbia-college-ca',
      'columbia-college-mo',
      'columbia-college-sc',
    ]);
    // The file's own count of blanks survives: 1,226 admission rates are not reported.
    const [blanks] = await rowsOf<{ rates: number; websites: number }>(
      t.app.ctx.db,
      sql`select count(*) filter (where admission_rate is null)::int as rates, count(*) filter (where website is null)::int as websites from colleges`,
    );
    expect(blanks).toEqual({ rates: 1226, websites: 42 });
    expect(readCollegeRows()).toHaveLength(2969);
  });
});

/**
 * Programs in the directory and on the college page (issue 12.2, 12.3, 12.7,
 * docs/decisions/031), over the 2,969 institutions and the demo colleges:
 * the program filters (games, scholarships, has a program, recruiting now)
 * each and combined against the same condition asked of the tables, ties
 * across pages, the cards' games and scholarship range, the program tabs
 * with the linked team's roster under the minors rule, bad input refused
 * with nothing changed, and the database refusing what no program may hold
 * (a tier of another title's ladder, open spots above the roster, an
 * inverted or negative scholarship range, a duplicate program).
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_CATALOG } from '#shared/recruiting/game-catalog.ts';
import { GAMES_FILTER_MESSAGE, type College, type CollegeSearchResponse } from '#shared/contracts/colleges.ts';
import { collegeProgramRoles, collegePrograms } from '#server/db/schema/colleges.ts';
import { DEMO_COLLEGE_ID } from '#server/seed/demo-accounts.ts';
import { DEMO_COLLEGES } from '#server/seed/demo-colleges.ts';
import { seedDemoColleges } from '#server/seed/seed-demo-colleges.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { linkActiveGuardian, setProfile, tierOf } from '#server/test/profiles/player-test-data.ts';
import { insertGameProfile, insertMember, insertTeam, insertUser, statementCountingApp } from '#server/test/teams/team-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoColleges(t.database.db, { now: new Date(), collegeTeamId: null });
});
afterAll(async () => t.close());

async function search(query: string): Promise<CollegeSearchResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/colleges${query ? `?${query}` : ''}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CollegeSearchResponse;
}

async function allPages(query: string): Promise<CollegeSearchResponse['rows']> {
  const first = await search(query);
  const rows = [...first.rows];
  for (let page = 2; (page - 1) * first.pageSize < first.total; page += 1) rows.push(...(await search(`${query}&page=${page}`)).rows);
  return rows;
}

/** The colleges the tables give for a condition on ONE program `p` (title `t`) and the college `c`, in the directory's order. */
async function expectedIds(programWhere: SQL, collegeWhere: SQL = sql`true`): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    t.database.db,
    sql`select c.id from colleges c where ${collegeWhere} and exists (
      select 1 from college_programs p join esports_titles t on t.id = p.esports_title_id where p.college_id = c.id and ${programWhere})
      order by c.name, c.id`,
  );
  return rows.map((row) => row.id);
}

async function expectSameAs(query: string, programWhere: SQL, atLeast = 1, collegeWhere?: SQL) {
  const expected = await expectedIds(programWhere, collegeWhere);
  expect(expected.length, query).toBeGreaterThanOrEqual(atLeast);
  // The name order, as the table gives it (the default is relevance: docs/decisions/076).
  expect((await allPages(`${query}&sort=name`)).map((row) => row.id), query).toEqual(expected);
  return expected;
}

const demoId = async (slug: string) => (await rowsOf<{ id: string }>(t.database.db, sql`select id from colleges where slug = ${slug}`))[0]!.id;

describe('the demo colleges', () => {
  it('are 6 to 10 fictional colleges, labelled demo, with programs in all six titles; Demo University is the demo college admin’s', async () => {
    const rows = await rowsOf<{ id: string; slug: string; name: string; unitid: number | null }>(
      t.database.db,
      sql`select id, slug, name, unitid from colleges where is_demo order by name`,
    );
    expect(rows.length).toBe(DEMO_COLLEGES.length);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.length).toBeLessThanOrEqual(10);
    expect(rows.every((row) => row.unitid === null && /Demo|Sample/.test(row.name))).toBe(true);
    expect(rows.find((row) => row.id === DEMO_COLLEGE_ID)?.name).toBe('Demo University');
    const titles = await rowsOf<{ slug: string }>(
      t.database.db,
      sql`select distinct t.slug from college_programs p join esports_titles t on t.id = p.esports_title_id order by t.slug`,
    );
    expect(titles.map((row) => row.slug)).toEqual(GAME_CATALOG.map((game) => game.slug).sort());
    // No real institution shares a demo name, and none has a program.
    const [clash] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from colleges real join colleges demo on demo.is_demo and lower(demo.name) = lower(real.name) where not real.is_demo`,
    );
    expect(clash!.n).toBe(0);
    const [realPrograms] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from college_programs p join colleges c on c.id = p.college_id where not c.is_demo`,
    );
    expect(realPrograms!.n).toBe(0);
  });
});

describe('GET /api/colleges: program filters', () => {
  it('filters by each game, by slug or by name in any case, and by several games at once', async () => {
    for (const game of GAME_CATALOG) {
      const expected = await expectSameAs(`games=${game.slug}`, sql`t.slug = ${game.slug}`, 1);
      // The header's links name the title ("League of Legends"); any case reads the same.
      expect((await allPages(`games=${encodeURIComponent(game.name.toUpperCase())}&sort=name`)).map((row) => row.id)).toEqual(expected);
    }
    await expectSameAs('games=valorant,rocket-league', sql`t.slug in ('valorant', 'rocket-league')`, 5);
    await expectSameAs('games=Marvel+Rivals,%20counter-strike', sql`t.slug in ('marvel-rivals', 'counter-strike')`, 3);
  });

  it('filters by scholarships, by having a program and by recruiting now, each against the tables', async () => {
    await expectSameAs('scholarships=true', sql`p.scholarship_max > 0`, 6);
    await expectSameAs('hasProgram=true', sql`true`, DEMO_COLLEGES.length);
    await expectSameAs('recruiting=true', sql`p.is_recruiting`, 6);
    // "false" means "not filtered": every institution.
    expect((await search('scholarships=false&hasProgram=false&recruiting=false')).total).toBe(2969 + DEMO_COLLEGES.length);
  });

  it('combines program filters on ONE program, and with the institution filters', async () => {
    // Lakeshore: a League of Legends program with scholarships, a Valorant club without.
    const valorantScholarships = await expectSameAs('games=valorant&scholarships=true', sql`t.slug = 'valorant' and p.scholarship_max > 0`, 2);
    expect(valorantScholarships).not.toContain(await demoId('lakeshore-sample-institute-of-technology'));
    expect((await search('games=league-of-legends&scholarships=true')).rows.map((row) => row.slug)).toContain('lakeshore-sample-institute-of-technology');
    await expectSameAs('games=rocket-league&recruiting=true', sql`t.slug = 'rocket-league' and p.is_recruiting`, 2);
    // Harborlight's only program offers scholarships but is not recruiting.
    const both = await expectSameAs('scholarships=true&recruiting=true', sql`p.scholarship_max > 0 and p.is_recruiting`, 3);
    expect(both).not.toContain(await demoId('harborlight-sample-college'));
    await expectSameAs('games=valorant&scholarships=true&recruiting=true&control=public', sql`t.slug = 'valorant' and p.scholarship_max > 0 and p.is_recruiting`, 1, sql`c.control = 'public'`);
    await expectSameAs('hasProgram=true&state=TX&size=large', sql`true`, 1, sql`c.state = 'TX' and c.undergrad_enrollment > 15000`);
    expect((await search('games=overwatch&state=TX')).total).toBe(0);
  });

  it('shows each card’s games with Recruiting flags, its scholarship range and the demo flag', async () => {
    const { rows } = await search('q=demo+university&hasProgram=true');
    expect(rows).toEqual([
      expect.objectContaining({
        id: DEMO_COLLEGE_ID,
        name: 'Demo University',
        isDemo: true,
        isClaimed: false,
        scholarships: { min: 500, max: 8000 },
        programs: [
          { titleSlug: 'league-of-legends', titleName: 'League of Legends', level: 'club', isRecruiting: true, interestFormId: null },
          { titleSlug: 'rocket-league', titleName: 'Rocket League', level: 'junior_varsity', isRecruiting: false, interestFormId: null },
          { titleSlug: 'valorant', titleName: 'Valorant', level: 'varsity', isRecruiting: true, interestFormId: null },
        ],
      }),
    ]);
    const bayview = (await search('q=bayview')).rows[0]!;
    expect(bayview).toMatchObject({ isDemo: true, scholarships: null });
    const real = (await search('q=Massachusetts+Institute+of+Technology')).rows[0]!;
    expect(real).toMatchObject({ isDemo: false, programs: [], scholarships: null });
  });

  it('breaks ties of equal names by id across pages, with a program filter, in one statement', async () => {
    const valorant = await tierOf(t.database.db, 'valorant', 'Gold 1');
    await t.database.db.execute(sql`insert into colleges (slug, name, city, state, predominant_degree, control, is_demo)
      select 'tie-program-college-' || n, 'Tie Program College', 'Austin', 'TX', 'bachelor', 'public', true from generate_series(1, 25) n`);
    await t.database.db.execute(sql`insert into college_programs (college_id, esports_title_id, level, roster_size, scholarship_min, scholarship_max)
      select id, ${valorant.titleId}, 'club', 5, 100, 200 from colleges where name = 'Tie Program College'`);
    try {
      const expected = await expectedIds(sql`t.slug = 'valorant'`, sql`c.name = 'Tie Program College'`);
      expect(expected).toHaveLength(25);
      const first = await search('q=tie+program&games=valorant&scholarships=true');
      const second = await search('q=tie+program&games=valorant&scholarships=true&page=2');
      expect(first.rows).toHaveLength(20);
      expect(second.rows).toHaveLength(5);
      expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(expected);
      expect(expected).toEqual(expected.slice().sort());

      const counting = await statementCountingApp(t);
      try {
        const { response, statements } = await counting.count({ method: 'GET', url: '/api/colleges?games=valorant&scholarships=true&recruiting=true&state=TX' });
        expect(response.statusCode).toBe(200);
        expect(statements).toHaveLength(1);
      } finally {
        await counting.close();
      }
    } finally {
      await t.database.db.execute(sql`delete from colleges where name = 'Tie Program College'`);
    }
  });

  it('refuses an unknown game or a malformed flag with field messages, and changes nothing', async () => {
    const before = await tableDigests(t.database.db);
    for (const [query, field, message] of [
      ['games=fortnite', 'games', GAMES_FILTER_MESSAGE],
      ['games=valorant,chess', 'games', GAMES_FILTER_MESSAGE],
      ['games=%3Cscript%3E', 'games', GAMES_FILTER_MESSAGE],
      ['games=,', 'games', GAMES_FILTER_MESSAGE],
      ['scholarships=yes', 'scholarships', 'Scholarships must be true or false'],
      ['hasProgram=1', 'hasProgram', 'Has an esports program must be true or false'],
      ['recruiting=TRUE', 'recruiting', 'Recruiting now must be true or false'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/colleges?${query}` });
      expect(response.statusCode, query).toBe(400);
      const body = response.json() as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe('validation');
      expect(body.error.fields[`querystring.${field}`], query).toBe(message);
    }
    expect(await tableDigests(t.database.db)).toEqual(before);
  });
});

describe('GET /api/colleges/:slug: the program tabs', () => {
  it('answers every program with its needs, ranks by tier name, scholarship and notes, in one statement', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/colleges/demo-university' });
    expect(response.statusCode).toBe(200);
    const college = response.json() as College;
    expect(college).toMatchObject({ id: DEMO_COLLEGE_ID, isDemo: true, scholarships: { min: 500, max: 8000 } });
    expect(college.programs.map((program) => `${program.titleSlug}:${program.level}`)).toEqual([
      'league-of-legends:club',
      'rocket-league:junior_varsity',
      'valorant:varsity',
    ]);
    const valorant = college.programs.find((program) => program.titleSlug === 'valorant')!;
    const source = DEMO_COLLEGES[0]!.programs[0]!;
    expect(valorant).toMatchObject({
      titleName: 'Valorant',
      level: 'varsity',
      isRecruiting: true,
      rosterSize: 10,
      openSpots: 3,
      rolesNeeded: source.rolesNeeded,
      minTier: { name: 'Diamond 1', ordinal: 16 },
      targetTier: { name: 'Ascendant 1', ordinal: 19 },
      minGpa: 2.5,
      scholarship: { min: 2000, max: 8000 },
      tryoutNotes: source.tryoutNotes,
      roster: null,
    });
    expect(valorant.classYears).toHaveLength(2);
    expect(valorant.classYears[1]! - valorant.classYears[0]!).toBe(1);
    const rocket = college.programs.find((program) => program.titleSlug === 'rocket-league')!;
    expect(rocket).toMatchObject({ rolesNeeded: [], openSpots: 0, isRecruiting: false, tryoutNotes: null });

    const counting = await statementCountingApp(t);
    try {
      const { statements } = await counting.count({ method: 'GET', url: '/api/colleges/demo-university' });
      expect(statements).toHaveLength(1);
    } finally {
      await counting.close();
    }
  });

  it('answers an institution without programs with none', async () => {
    const college = (await t.app.inject({ method: 'GET', url: '/api/colleges/massachusetts-institute-of-technology' })).json() as College;
    expect(college).toMatchObject({ isDemo: false, isClaimed: false, programs: [], scholarships: null });
  });

  it('shows the linked team’s roster for the program’s title: adults by display name, minors only when public with a guardian’s approval', async () => {
    const db = t.database.db;
    const valorant = await tierOf(db, 'valorant', 'Gold 1');
    const lol = await tierOf(db, 'league-of-legends', 'Gold IV');
    const owner = await insertUser(db, 'Owner Person');
    const team = await insertTeam(db, owner.id, { name: 'Sample Roster Team' });
    const valorantRoster = await insertGameProfile(db, team.id, valorant.titleId);
    const lolRoster = await insertGameProfile(db, team.id, lol.titleId);

    const adult = await insertUser(db, 'Avery Adult');
    await setProfile(db, adult.id, { birthDate: birthDateForAge(20), slug: 'avery-adult' });
    const privateMinor = await insertUser(db, 'Morgan Minor Private');
    await setProfile(db, privateMinor.id, { birthDate: birthDateForAge(16), isPublished: true, visibility: 'recruiters_only', guardianApprovedVisibility: 'recruiters_only' });
    const publicMinor = await insertUser(db, 'Quinn Public Minor');
    const guardian = await insertUser(db, 'Guardian Person');
    await setProfile(db, publicMinor.id, {
      birthDate: birthDateForAge(17), slug: 'quinn-public', isPublished: true, visibility: 'public', guardianApprovedVisibility: 'public',
    });
    await linkActiveGuardian(db, publicMinor.id, guardian.id, guardian.email);
    const publicAdult = await insertUser(db, 'Blair Public');
    await setProfile(db, publicAdult.id, { birthDate: birthDateForAge(19), slug: 'blair-public', isPublished: true, visibility: 'public', publishedAt: new Date() });
    const leaving = await insertUser(db, 'Leaving Adult');
    await setProfile(db, leaving.id, { birthDate: birthDateForAge(22), deletionRequestedAt: new Date() });
    const benched = await insertUser(db, 'Former Player');
    const otherTitle = await insertUser(db, 'League Only');

    await insertMember(db, team.id, adult.id, { role: 'captain', gameProfileId: valorantRoster.id });
    await insertMember(db, team.id, privateMinor.id, { role: 'starter', gameProfileId: valorantRoster.id });
    await insertMember(db, team.id, publicMinor.id, { role: 'substitute', gameProfileId: valorantRoster.id });
    await insertMember(db, team.id, publicAdult.id, { role: 'starter', gameProfileId: valorantRoster.id });
    await insertMember(db, team.id, leaving.id, { role: 'reserve', gameProfileId: valorantRoster.id });
    await insertMember(db, team.id, benched.id, { role: 'starter', gameProfileId: valorantRoster.id, isActive: false });
    await insertMember(db, team.id, otherTitle.id, { role: 'starter', gameProfileId: lolRoster.id });
    await insertMember(db, team.id, privateMinor.id, { role: 'player' }); // general roster: not the program's

    const bayview = await demoId('bayview-sample-university');
    const [program] = await db
      .insert(collegePrograms)
      .values({ collegeId: bayview, esportsTitleId: valorant.titleId, level: 'varsity', rosterSize: 8, openSpots: 2, teamId: team.id })
      .returning();
    try {
      const college = (await t.app.inject({ method: 'GET', url: '/api/colleges/bayview-sample-university' })).json() as College;
      const tab = college.programs.find((item) => item.id === program!.id)!;
      expect(tab.roster).toEqual({
        teamName: 'Sample Roster Team',
        players: [
          { displayName: 'Avery Adult', role: 'captain', profileSlug: null },
          { displayName: 'Blair Public', role: 'starter', profileSlug: 'blair-public' },
          { displayName: 'Quinn Public Minor', role: 'substitute', profileSlug: 'quinn-public' },
        ],
        unnamedPlayers: 2,
      });
      expect(JSON.stringify(college)).not.toContain('Morgan');
      expect(JSON.stringify(college)).not.toContain('Leaving');

      // An archived team shows no roster.
      await db.execute(sql`update teams set archived_at = now() where id = ${team.id}`);
      const archived = (await t.app.inject({ method: 'GET', url: '/api/colleges/bayview-sample-university' })).json() as College;
      expect(archived.programs.find((item) => item.id === program!.id)!.roster).toBeNull();
    } finally {
      await db.execute(sql`delete from college_programs where id = ${program!.id}`);
    }
  });
});

/** The messages of an error and its causes (drizzle wraps the driver's error). */
function messagesOf(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    parts.push(String((current as { message?: unknown }).message ?? ''));
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join(' | ');
}

describe('college_programs refuses what no program may hold', () => {
  it('refuses ranks of another title’s ladder, open spots above the roster, bad scholarship ranges, bad class years, a duplicate program', async () => {
    const db = t.database.db;
    const valorant = await tierOf(db, 'valorant', 'Diamond 1');
    const lolTier = await tierOf(db, 'league-of-legends', 'Diamond I');
    const harborlight = await demoId('harborlight-sample-college');
    const base = { collegeId: harborlight, esportsTitleId: valorant.titleId, level: 'club', rosterSize: 6 } as const;
    const before = await tableDigests(db);
    const refusals: [string, Partial<typeof collegePrograms.$inferInsert>, RegExp][] = [
      ['minimum tier of League of Legends on a Valorant program', { minTierId: lolTier.tierId }, /college_programs_min_tier_fk/],
      ['target tier of League of Legends on a Valorant program', { targetTierId: lolTier.tierId }, /college_programs_target_tier_fk/],
      ['open spots above the roster size', { rosterSize: 5, openSpots: 6 }, /college_programs_open_spots_check/],
      ['negative open spots', { openSpots: -1 }, /college_programs_open_spots_check/],
      ['a roster of nobody', { rosterSize: 0, openSpots: 0 }, /college_programs_roster_size_check/],
      ['an inverted scholarship range', { scholarshipMin: 5000, scholarshipMax: 1000 }, /college_programs_scholarship_check/],
      ['a negative scholarship', { scholarshipMin: -100, scholarshipMax: 1000 }, /college_programs_scholarship_check/],
      ['a scholarship with one end', { scholarshipMin: 1000, scholarshipMax: null }, /college_programs_scholarship_check/],
      ['an unknown level', { level: 'pro' }, /college_programs_level_check/],
      ['a class year out of range', { classYears: [2027, 1800] }, /college_programs_class_years_check/],
      ['a minimum GPA above 4', { minGpa: 4.5 }, /college_programs_min_gpa_check/],
      ['tryout notes past the limit', { tryoutNotes: 'x'.repeat(2001) }, /college_programs_tryout_notes_check/],
      ['a duplicate program (Harborlight already has Overwatch varsity)', { esportsTitleId: (await tierOf(db, 'overwatch', 'Master 5')).titleId, level: 'varsity' }, /college_programs_college_title_level_key/],
    ];
    for (const [what, values, constraint] of refusals) {
      const error: unknown = await db
        .insert(collegePrograms)
        .values({ ...base, ...values })
        .then(() => null, (caught: unknown) => caught);
      expect(error, what).not.toBeNull();
      expect(messagesOf(error), what).toMatch(constraint);
    }
    const [program] = await db.insert(collegePrograms).values({ ...base, minTierId: valorant.tierId, targetTierId: valorant.tierId }).returning();
    try {
      for (const [what, values] of [
        ['an unknown priority', { role: 'Duelist', count: 1, priority: 'urgent' }],
        ['a count of zero', { role: 'Duelist', count: 0, priority: 'high' }],
        ['an empty role', { role: '', count: 1, priority: 'high' }],
      ] as const) {
        const error: unknown = await db
          .insert(collegeProgramRoles)
          .values({ programId: program!.id, ...values })
          .then(() => null, (caught: unknown) => caught);
        expect(error, what).not.toBeNull();
      }
    } finally {
      await db.execute(sql`delete from college_programs where id = ${program!.id}`);
    }
    expect(await tableDigests(db)).toEqual(before);
  });
});

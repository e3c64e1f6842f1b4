/**
 * The directory's distance sort (issue 12.2, docs/decisions/029):
 * `sort=distance&near=<ZIP or state>` over the 2,969 seeded institutions,
 * checked against the same haversine computed in code (#shared's
 * distanceMiles) from the ZIP's centroid or the state's centre; colleges
 * without coordinates last; name then id break ties; one statement a page;
 * bad input a 400 on `near` with nothing changed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEAR_TEXTS, type CollegeSearchResponse } from '#shared/contracts/colleges.ts';
import { distanceMiles } from '#shared/match/match-distance.ts';
import { zipCentroid } from '#server/geo/zip-centroids.ts';
import { rowsOf } from '#server/db/sql.ts';
import { statementCountingApp } from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let player: TestUser;

interface Row {
  id: string;
  name: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}
let colleges: Row[];
/** Each college's place in the directory's name order, as the database sorts names (its collation). */
let nameRank: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  player = await signUpUser(t.app);
  colleges = await rowsOf<Row>(t.app.ctx.db, sql`select id, name, state, latitude, longitude from colleges order by name, id`);
  nameRank = new Map(colleges.map((row, index) => [row.id, index]));
});
afterAll(async () => t.close());

async function search(query: string): Promise<CollegeSearchResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/colleges?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CollegeSearchResponse;
}

/** The directory's order computed in code: distance (unknown last), then name and id as the database orders them. */
function expectedOrder(rows: Row[], distanceOf: (row: Row) => number | null): { id: string; miles: number | null }[] {
  return rows
    .map((row) => ({ row, miles: distanceOf(row) }))
    .sort((a, b) => {
      if (a.miles !== b.miles) {
        if (a.miles === null) return 1;
        if (b.miles === null) return -1;
        return a.miles - b.miles;
      }
      return nameRank.get(a.row.id)! - nameRank.get(b.row.id)!;
    })
    .map(({ row, miles }) => ({ id: row.id, miles }));
}

const located = (row: Row) => (row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude });

function expectSameOrder(answer: CollegeSearchResponse['rows'], expected: { id: string; miles: number | null }[]) {
  // Distances equal to float precision may swap places: compare distances everywhere, ids where distances differ clearly.
  expect(answer.map((row) => row.distanceMiles ?? null).map((miles) => (miles === null ? null : Math.round(miles * 1000)))).toEqual(
    expected.map((row) => (row.miles === null ? null : Math.round(row.miles * 1000))),
  );
  expect(answer.map((row) => row.id)).toEqual(expected.map((row) => row.id));
}

describe('GET /api/colleges?sort=distance', () => {
  it('orders by miles from a ZIP code’s centroid, with each card’s distance, in one statement a page', async () => {
    const origin = (await zipCentroid('43210'))!;
    const expected = expectedOrder(colleges, (row) => {
      const point = located(row);
      return point ? distanceMiles(origin, point) : null;
    });
    const first = await search('sort=distance&near=43210');
    expect(first.total).toBe(2969);
    expectSameOrder(first.rows, expected.slice(0, 20));
    expect(first.rows[0]!.distanceMiles).toBeLessThan(5);
    const third = await search('sort=distance&near=43210-1234&page=3');
    expectSameOrder(third.rows, expected.slice(40, 60));

    const counting = await statementCountingApp(t);
    try {
      const { response, statements } = await counting.count({ method: 'GET', url: '/api/colleges?sort=distance&near=43210&page=2&control=public' });
      expect(response.statusCode).toBe(200);
      expect(statements).toHaveLength(1);
    } finally {
      await counting.close();
    }
  });

  it('puts a state’s colleges first at 0 miles, by name, then the others by miles from the state’s centre', async () => {
    const inState = colleges.filter((row) => row.state === 'RI' && located(row));
    const centre = {
      latitude: inState.reduce((sum, row) => sum + row.latitude!, 0) / inState.length,
      longitude: inState.reduce((sum, row) => sum + row.longitude!, 0) / inState.length,
    };
    const expected = expectedOrder(colleges, (row) => {
      if (row.state === 'RI') return 0;
      const point = located(row);
      return point ? distanceMiles(centre, point) : null;
    });
    const ri = colleges.filter((row) => row.state === 'RI').length;
    expect(ri).toBeGreaterThan(5);
    const rows: CollegeSearchResponse['rows'] = [];
    for (let page = 1; rows.length < ri + 10; page += 1) rows.push(...(await search(`sort=distance&near=ri&page=${page}`)).rows);
    expectSameOrder(rows.slice(0, ri + 10), expected.slice(0, ri + 10));
    expect(rows.slice(0, ri).every((row) => row.state === 'RI' && row.distanceMiles === 0)).toBe(true);
    expect(rows[ri]!.state).not.toBe('RI');
    // A state by its name, any case, is the same origin.
    expect((await search('sort=distance&near=Rhode%20Island')).rows).toEqual(rows.slice(0, 20));
  });

  it('keeps the filters, puts colleges without coordinates last, and breaks ties by name then id', async () => {
    await t.app.ctx.db.execute(sql`insert into colleges (slug, name, city, state, predominant_degree, control, latitude, longitude)
      select 'distance-tie-' || n, case when n <= 3 then 'Distance Tie B' else 'Distance Tie A' end, 'Nowhere', 'WY', 'bachelor', 'public',
        case when n <= 4 then 41.1 end, case when n <= 4 then -104.8 end
      from generate_series(1, 6) n`);
    try {
      const ties = await rowsOf<{ id: string; name: string; latitude: number | null }>(
        t.app.ctx.db,
        sql`select id, name, latitude from colleges where slug like 'distance-tie-%'`,
      );
      const located = ties.filter((row) => row.latitude !== null);
      const unlocated = ties.filter((row) => row.latitude === null);
      const byNameThenId = (rows: typeof ties) =>
        [...rows].sort((a, b) => (a.name === b.name ? (a.id < b.id ? -1 : 1) : a.name < b.name ? -1 : 1)).map((row) => row.id);
      const answer = await search('sort=distance&near=82001&q=distance+tie');
      expect(answer.total).toBe(6);
      expect(answer.rows.map((row) => row.id)).toEqual([...byNameThenId(located), ...byNameThenId(unlocated)]);
      expect(answer.rows.slice(4).map((row) => row.distanceMiles)).toEqual([null, null]);
      expect(new Set(answer.rows.slice(0, 4).map((row) => row.distanceMiles)).size).toBe(1);

      const wyoming = await search('sort=distance&near=82001&state=WY&control=public');
      expect(wyoming.rows.every((row) => row.state === 'WY' && row.control === 'public')).toBe(true);
      const distances = wyoming.rows.map((row) => row.distanceMiles);
      const known = distances.filter((miles): miles is number => miles !== null && miles !== undefined);
      expect(known).toEqual([...known].sort((a, b) => a - b));
      expect(distances.slice(known.length).every((miles) => miles === null)).toBe(true);
    } finally {
      await t.app.ctx.db.execute(sql`delete from colleges where slug like 'distance-tie-%'`);
    }
  });

  it('leaves distances out when sorting by name, even with near given', async () => {
    const byName = await search('near=43210');
    expect(byName.rows.every((row) => !('distanceMiles' in row))).toBe(true);
    expect(byName).toEqual(await search(''));
  });

  it('refuses sort=distance without near, a malformed near and an unknown ZIP code, with a 400 on near and nothing changed', async () => {
    const before = await tableDigests(t.app.ctx.db);
    const cases: [string, string][] = [
      ['sort=distance', NEAR_TEXTS.required],
      ['sort=distance&near=', NEAR_TEXTS.required],
      ['sort=distance&near=4321', NEAR_TEXTS.malformed],
      ['sort=distance&near=ZZ', NEAR_TEXTS.malformed],
      ['sort=distance&near=Atlantis', NEAR_TEXTS.malformed],
      ['near=%3Cb%3EOH%3C%2Fb%3E', NEAR_TEXTS.malformed],
      [`sort=distance&near=${'9'.repeat(5000)}`, NEAR_TEXTS.malformed],
      ['sort=distance&near=00000', NEAR_TEXTS.unknownZip],
    ];
    for (const user of [undefined, player]) {
      for (const [query, message] of cases) {
        const response = await t.app.inject({ method: 'GET', url: `/api/colleges?${query}`, headers: user ? { cookie: user.cookie } : {} });
        expect(response.statusCode, `${query.slice(0, 60)}: ${response.body.slice(0, 200)}`).toBe(400);
        const body = response.json() as { error: { code: string; fields: Record<string, string> } };
        expect(body.error.code).toBe('validation');
        expect(body.error.fields['querystring.near'], query.slice(0, 60)).toBe(message);
      }
    }
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);
  });
});

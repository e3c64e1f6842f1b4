/**
 * The directory's distance sort (issue 12.2, docs/decisions/029): where
 * `near` puts the origin, and each college's distance from it as SQL over
 * `colleges c`.
 *
 * - A ZIP code: its centroid (US Census ZCTA, zip-centroids.ts); an unknown
 *   code is a 400 on `near`.
 * - A state: its colleges first, at distance 0, then the others by their
 *   distance from the state's centre, the mean position of that state's
 *   institutions in our colleges table (computed in the same statement).
 */
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { nearIsState, NEAR_TEXTS } from '#shared/contracts/colleges.ts';
import type { MatchCoordinates } from '#shared/match/match-types.ts';
import { distanceMilesSql } from '#server/geo/distance-sql.ts';
import { zipCentroid } from '#server/geo/zip-centroids.ts';

export type DistanceOrigin = { kind: 'point'; point: MatchCoordinates } | { kind: 'state'; state: string };

/** The origin a normalized `near` names; throws a 400 on `near` for a ZIP code we do not know. */
export async function resolveDistanceOrigin(near: string): Promise<DistanceOrigin> {
  if (nearIsState(near)) return { kind: 'state', state: near };
  const point = await zipCentroid(near);
  // Named as the schema's own errors of the query are (querystring.x).
  if (!point) throw new AppError('validation', NEAR_TEXTS.unknownZip, { 'querystring.near': NEAR_TEXTS.unknownZip });
  return { kind: 'point', point };
}

/** Miles from the origin for the row `c` (null without coordinates). */
export function collegeDistanceSql(origin: DistanceOrigin): SQL {
  const latitude = sql`c.latitude`;
  const longitude = sql`c.longitude`;
  if (origin.kind === 'point') return distanceMilesSql(latitude, longitude, origin.point);
  const centre = (column: 'latitude' | 'longitude') =>
    sql`(select avg(s.${sql.raw(column)}) from colleges s where s.state = ${origin.state} and s.latitude is not null and s.longitude is not null)`;
  return sql`case when c.state = ${origin.state} then 0::float8
    else ${distanceMilesSql(latitude, longitude, { latitude: centre('latitude'), longitude: centre('longitude') })} end`;
}

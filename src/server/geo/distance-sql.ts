/**
 * Great-circle (haversine) distance in miles as SQL, the same formula as
 * `distanceMiles` of #shared/match/match-distance.ts, so a list sorted in
 * the database and a distance computed in code agree. Null when a
 * coordinate (the row's or the origin's) is missing.
 */
import { sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_MILES } from '#shared/match/match-distance.ts';

/** Miles from (`latitude`, `longitude`) (degrees, SQL of the row) to the origin (degrees, SQL or bound numbers). */
export function distanceMilesSql(latitude: SQL, longitude: SQL, origin: { latitude: SQL | number; longitude: SQL | number }): SQL {
  const lat0 = typeof origin.latitude === 'number' ? sql`${origin.latitude}::float8` : origin.latitude;
  const lon0 = typeof origin.longitude === 'number' ? sql`${origin.longitude}::float8` : origin.longitude;
  // least() skips nulls, so a missing coordinate is caught before it: null, not half the globe.
  return sql`(case when ${latitude} is null or ${longitude} is null or ${lat0} is null or ${lon0} is null then null
    else 2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1::float8, sqrt(
      power(sin(radians(${latitude} - ${lat0}) / 2), 2)
      + cos(radians(${lat0})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lon0}) / 2), 2)))) end)`;
}

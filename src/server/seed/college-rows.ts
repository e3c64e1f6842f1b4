/**
 * The College Scorecard file (src/server/seed/colleges/, 2,969 US
 * institutions) as `colleges` rows (docs/decisions/029): numbers as
 * numbers, blanks as null, Scorecard's labels as our value sets, and a
 * unique page slug per institution.
 *
 * Slugs are made from the name; a name several institutions share gets the
 * state, and where that still collides the city too (three "Columbia
 * College"s: columbia-college-ca, -mo, -sc; the two "American University
 * of Puerto Rico": -pr-bayamon, -pr-manati). They depend on the file only,
 * so every database seeded from it has the same addresses.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CollegeControl, CollegeDegree } from '#shared/value-sets.ts';
import { PROJECT_ROOT } from '#server/project-root.ts';
import { parseCsv } from './parse-csv.ts';

export const COLLEGES_CSV = path.join(PROJECT_ROOT, 'src/server/seed/colleges/us-colleges-scorecard-2021-22.csv');

export interface CollegeSeedRow {
  unitid: number;
  slug: string;
  name: string;
  city: string;
  state: string;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  website: string | null;
  predominantDegree: CollegeDegree;
  control: CollegeControl;
  locale: string | null;
  undergradEnrollment: number | null;
  admissionRate: number | null;
  sat25: number | null;
  sat75: number | null;
  act25: number | null;
  act75: number | null;
  tuitionInState: number | null;
  tuitionOutOfState: number | null;
  costOfAttendance: number | null;
  isHbcu: boolean | null;
}

const CONTROLS: Record<string, CollegeControl> = { Public: 'public', Nonprofit: 'nonprofit', 'For-profit': 'for_profit' };
const DEGREES: Record<string, CollegeDegree> = { Bachelor: 'bachelor', Associate: 'associate' };

/** Lowercase ASCII words joined by hyphens; apostrophes vanish ("St. John's" -> st-johns). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function text(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

function number(value: string | undefined, column: string, unitid: string, integer: boolean): number | null {
  const raw = text(value);
  if (raw === null) return null;
  const parsed = Number(raw);
  if (!Number.isFinite(parsed) || (integer && !Number.isInteger(parsed))) throw new Error(`colleges CSV: ${column} of ${unitid} is not a number: ${raw}`);
  return parsed;
}

function required(value: string | undefined, column: string, unitid: string): string {
  const raw = text(value);
  if (raw === null) throw new Error(`colleges CSV: ${column} of ${unitid} is blank`);
  return raw;
}

/** Unique slugs for (name, state, city) triples, in input order; deterministic for a given input. */
export function collegeSlugs(places: readonly { name: string; state: string; city: string }[]): string[] {
  const count = (keys: string[]) => keys.reduce((map, key) => map.set(key, (map.get(key) ?? 0) + 1), new Map<string, number>());
  const byName = places.map((place) => slugify(place.name) || 'college');
  const nameCounts = count(byName);
  const byState = byName.map((slug, index) => (nameCounts.get(slug)! > 1 ? `${slug}-${slugify(places[index]!.state)}` : slug));
  const stateCounts = count(byState);
  const slugs = byState.map((slug, index) => (stateCounts.get(slug)! > 1 ? `${slug}-${slugify(places[index]!.city)}` : slug));
  // Whatever is left (two campuses with the same name in the same city, or a new slug equal to another's) gets its
  // position among the equals, in unitid order of the input.
  const seen = new Map<string, number>();
  const finalCounts = count(slugs);
  return slugs.map((slug) => {
    if (finalCounts.get(slug)! === 1) return slug;
    const next = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, next);
    return `${slug}-${next}`;
  });
}

/** The file's rows as seed rows, in unitid order. */
export function collegeRowsFromCsv(csv: string): CollegeSeedRow[] {
  const records = parseCsv(csv).sort((a, b) => Number(a.unitid) - Number(b.unitid));
  const slugs = collegeSlugs(records.map((record) => ({ name: record.name ?? '', state: record.state ?? '', city: record.city ?? '' })));
  return records.map((record, index) => {
    const id = record.unitid ?? '?';
    const control = CONTROLS[record.control ?? ''];
    const degree = DEGREES[record.predominant_degree ?? ''];
    if (!control) throw new Error(`colleges CSV: unknown control of ${id}: ${record.control}`);
    if (!degree) throw new Error(`colleges CSV: unknown predominant_degree of ${id}: ${record.predominant_degree}`);
    const hbcu = text(record.is_hbcu);
    return {
      unitid: number(record.unitid, 'unitid', id, true)!,
      slug: slugs[index]!,
      name: required(record.name, 'name', id),
      city: required(record.city, 'city', id),
      state: required(record.state, 'state', id),
      zip: text(record.zip),
      latitude: number(record.latitude, 'latitude', id, false),
      longitude: number(record.longitude, 'longitude', id, false),
      website: text(record.website),
      predominantDegree: degree,
      control,
      locale: text(record.locale),
      undergradEnrollment: number(record.undergrad_enrollment, 'undergrad_enrollment', id, true),
      admissionRate: number(record.admission_rate, 'admission_rate', id, false),
      sat25: number(record.sat_25, 'sat_25', id, true),
      sat75: number(record.sat_75, 'sat_75', id, true),
      act25: number(record.act_25, 'act_25', id, true),
      act75: number(record.act_75, 'act_75', id, true),
      tuitionInState: number(record.tuition_in_state, 'tuition_in_state', id, true),
      tuitionOutOfState: number(record.tuition_out_of_state, 'tuition_out_of_state', id, true),
      costOfAttendance: number(record.cost_of_attendance, 'cost_of_attendance', id, true),
      isHbcu: hbcu === null ? null : hbcu === 'True',
    };
  });
}

export function readCollegeRows(file = COLLEGES_CSV): CollegeSeedRow[] {
  return collegeRowsFromCsv(readFileSync(file, 'utf8'));
}

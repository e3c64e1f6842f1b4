import { describe, expect, it } from 'vitest';
import { collegeRowsFromCsv, collegeSlugs, slugify } from './college-rows.ts';
import { parseCsv } from './parse-csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, LF or CRLF', () => {
    expect(parseCsv('a,b,c\r\n1,"x, y","say ""hi"""\n2,,"two\nlines"\n')).toEqual([
      { a: '1', b: 'x, y', c: 'say "hi"' },
      { a: '2', b: '', c: 'two\nlines' },
    ]);
  });

  it('refuses a row with the wrong number of fields and an unclosed quote', () => {
    expect(() => parseCsv('a,b\n1,2,3\n')).toThrow(/row 2 has 3 fields/);
    expect(() => parseCsv('a,b\n1,"2\n')).toThrow(/not closed/);
  });
});

describe('college slugs (docs/decisions/029)', () => {
  it('makes lowercase ASCII words, apostrophes dropped', () => {
    expect(slugify("St. John's College")).toBe('st-johns-college');
    expect(slugify('Universidad Politécnica de Puerto Rico')).toBe('universidad-politecnica-de-puerto-rico');
    expect(slugify('Texas A & M University-Commerce')).toBe('texas-a-m-university-commerce');
  });

  it('adds the state to a shared name, and the city when the state is shared too, whatever the order', () => {
    const places = [
      { name: 'Columbia College', state: 'MO', city: 'Columbia' },
      { name: 'Union College', state: 'NY', city: 'Schenectady' },
      { name: 'Columbia College', state: 'CA', city: 'Sonora' },
      { name: 'American University of Puerto Rico', state: 'PR', city: 'Bayamon' },
      { name: 'American University of Puerto Rico', state: 'PR', city: 'Manati' },
      { name: 'Twin', state: 'TX', city: 'Austin' },
      { name: 'Twin', state: 'TX', city: 'Austin' },
    ];
    expect(collegeSlugs(places)).toEqual([
      'columbia-college-mo',
      'union-college',
      'columbia-college-ca',
      'american-university-of-puerto-rico-pr-bayamon',
      'american-university-of-puerto-rico-pr-manati',
      'twin-tx-austin-1',
      'twin-tx-austin-2',
    ]);
  });
});

describe('collegeRowsFromCsv', () => {
  const header =
    'unitid,name,city,state,zip,latitude,longitude,website,predominant_degree,control,locale,undergrad_enrollment,admission_rate,sat_25,sat_75,act_25,act_75,tuition_in_state,tuition_out_of_state,cost_of_attendance,is_hbcu';

  it('turns numbers into numbers, blanks into null and Scorecard labels into our value sets', () => {
    const [row] = collegeRowsFromCsv(`${header}\n102580,Alaska Bible College,Palmer,AK,99645,,,,Associate,For-profit,,37,,,,,,10900,10900,,\n`);
    expect(row).toEqual({
      unitid: 102580, slug: 'alaska-bible-college', name: 'Alaska Bible College', city: 'Palmer', state: 'AK', zip: '99645',
      latitude: null, longitude: null, website: null, predominantDegree: 'associate', control: 'for_profit', locale: null,
      undergradEnrollment: 37, admissionRate: null, sat25: null, sat75: null, act25: null, act75: null,
      tuitionInState: 10900, tuitionOutOfState: 10900, costOfAttendance: null, isHbcu: null,
    });
  });

  it('refuses an unknown control or a number that is not one', () => {
    expect(() => collegeRowsFromCsv(`${header}\n1,A,B,AK,1,,,,Bachelor,Royal,,1,,,,,,,,,False\n`)).toThrow(/unknown control of 1/);
    expect(() => collegeRowsFromCsv(`${header}\n1,A,B,AK,1,,,,Bachelor,Public,,many,,,,,,,,,False\n`)).toThrow(/undergrad_enrollment of 1/);
  });
});

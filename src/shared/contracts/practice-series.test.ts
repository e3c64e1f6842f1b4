import { describe, expect, it } from 'vitest';
import { localDateTimeIn, PRACTICE_SERIES_TEXTS, seriesDates, seriesProblem } from './practice-series.ts';

describe('practice series arithmetic', () => {
  it('reads an instant on a zone’s wall clock', () => {
    expect(localDateTimeIn(new Date('2027-03-30T16:00:00Z'), 'Europe/Berlin')).toEqual({ date: '2027-03-30', time: '18:00' });
    expect(localDateTimeIn(new Date('2027-03-17T03:30:00Z'), 'America/Los_Angeles')).toEqual({ date: '2027-03-16', time: '20:30' });
  });

  it('lists the chosen weekdays from the start through the until date', () => {
    // 2027-03-16 is a Tuesday.
    expect(seriesDates('2027-03-16', '2027-03-25', [2, 4])).toEqual(['2027-03-16', '2027-03-18', '2027-03-23', '2027-03-25']);
    expect(seriesDates('2027-03-16', '2027-03-16', [3])).toEqual([]);
  });

  it('names the field of the first problem', () => {
    const start = new Date('2027-03-16T17:00:00Z');
    expect(seriesProblem(start, 'Europe/Berlin', [2], '2027-03-15')).toEqual({ field: 'untilDate', message: PRACTICE_SERIES_TEXTS.untilBeforeStart });
    expect(seriesProblem(start, 'Europe/Berlin', [2], '2028-03-14')?.field).toBe('untilDate');
    expect(seriesProblem(start, 'Europe/Berlin', [2], '2028-03-13')).toBeNull();
    expect(seriesProblem(start, 'Europe/Berlin', [0, 1, 2, 3, 4, 5, 6], '2027-09-01')).toEqual({ field: 'weekdays', message: PRACTICE_SERIES_TEXTS.tooMany });
    expect(seriesProblem(start, 'Europe/Berlin', [0], '2027-03-20')).toEqual({ field: 'weekdays', message: PRACTICE_SERIES_TEXTS.none });
  });
});

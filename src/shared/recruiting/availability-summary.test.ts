import { describe, expect, it } from 'vitest';
import type { AvailabilitySlot } from './game-catalog.ts';
import { summarizeAvailability } from './availability-summary.ts';

const cells = (days: string[], block: string) => days.map((day) => `${day}:${block}` as AvailabilitySlot);
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'];

describe('summarizeAvailability', () => {
  it('names weeknights and weekend blocks', () => {
    expect(summarizeAvailability([...cells(WEEKDAYS, 'evening'), ...cells(['sat', 'sun'], 'afternoon')])).toBe('Weekend afternoons; weeknights');
  });

  it('names every day, weekday blocks and single days, in grid order', () => {
    expect(summarizeAvailability([...cells([...WEEKDAYS, 'sat', 'sun'], 'late'), ...cells(WEEKDAYS, 'morning'), 'wed:afternoon', 'sat:afternoon'])).toBe(
      'Weekday mornings; Wed, Sat afternoons; every day, late nights',
    );
  });

  it('is null for an empty grid', () => {
    expect(summarizeAvailability([])).toBeNull();
  });
});

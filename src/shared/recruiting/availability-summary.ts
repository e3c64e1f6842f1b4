/**
 * A weekly availability grid (game-catalog.ts: `tue:evening` cells) in a few
 * words, for the profile's game tabs and the player card: "Weeknights,
 * weekend afternoons". Each time block with any day becomes one phrase,
 * in grid order: every day, Monday to Friday, Saturday and Sunday, or the
 * days named.
 */
import { AVAILABILITY_BLOCKS, AVAILABILITY_DAYS, type AvailabilitySlot } from './game-catalog.ts';

type Block = (typeof AVAILABILITY_BLOCKS)[number];
type Day = (typeof AVAILABILITY_DAYS)[number];

const BLOCK_PLURALS: Record<Block, string> = { morning: 'mornings', afternoon: 'afternoons', evening: 'evenings', late: 'late nights' };
const DAY_LABELS: Record<Day, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };
const WEEKDAYS: readonly Day[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
const WEEKEND: readonly Day[] = ['sat', 'sun'];

const sameDays = (days: readonly Day[], expected: readonly Day[]) => days.length === expected.length && expected.every((day) => days.includes(day));

function phrase(block: Block, days: readonly Day[]): string {
  const plural = BLOCK_PLURALS[block];
  if (days.length === AVAILABILITY_DAYS.length) return `every day, ${plural}`;
  if (sameDays(days, WEEKDAYS)) return block === 'evening' ? 'weeknights' : `weekday ${plural}`;
  if (sameDays(days, WEEKEND)) return `weekend ${plural}`;
  return `${days.map((day) => DAY_LABELS[day]).join(', ')} ${plural}`;
}

/** The summary, or null for an empty grid. */
export function summarizeAvailability(slots: readonly AvailabilitySlot[]): string | null {
  const phrases = AVAILABILITY_BLOCKS.flatMap((block) => {
    const days = AVAILABILITY_DAYS.filter((day) => slots.includes(`${day}:${block}`));
    return days.length > 0 ? [phrase(block, days)] : [];
  });
  if (phrases.length === 0) return null;
  const text = phrases.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

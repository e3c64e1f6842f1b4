/** security: dates far outside sense are refused (issue 10.12), by the one shared helper every date input uses. */
import { describe, expect, it } from 'vitest';
import { signUpBodySchema } from './account.ts';
import { BIRTH_DATE_MESSAGE, EVENT_DATE_MESSAGE, eventDateMax } from './date-bounds.ts';
import { addStaffSchema } from './teams-roster.ts';
import { practiceInputSchema, tournamentInputSchema } from './teams-schedule.ts';
import { achievementInputSchema } from './teams-showcase.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('security: date bounds on every date input (issue 10.12)', () => {
  const practice = { title: 'Scrims', durationMinutes: 60 };

  it('refuses a practice in the year 9999 or before 2000, with the bounds in the message', () => {
    for (const scheduledAt of ['9999-12-31T18:00:00Z', '9999-01-01T10:00', '1999-12-31T23:00:00Z', '0001-01-01T00:00:00Z']) {
      const result = practiceInputSchema.safeParse({ ...practice, scheduledAt });
      expect(result.success, scheduledAt).toBe(false);
      expect(messagesOf(result).scheduledAt).toBe(EVENT_DATE_MESSAGE);
    }
  });

  it('accepts a practice next week and one nine years ahead', () => {
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const nineYears = `${new Date().getUTCFullYear() + 9}-06-01T18:00`;
    for (const scheduledAt of [nextWeek, nineYears]) {
      expect(practiceInputSchema.safeParse({ ...practice, scheduledAt }).success, scheduledAt).toBe(true);
    }
  });

  it('bounds tournaments, achievements and contract dates the same way', () => {
    const far = '9999-05-05';
    expect(messagesOf(tournamentInputSchema.safeParse({ name: 'Cup', startDate: far })).startDate).toBe(EVENT_DATE_MESSAGE);
    expect(messagesOf(achievementInputSchema.safeParse({ title: 'Won', dateAchieved: '1970-01-01' })).dateAchieved).toBe(EVENT_DATE_MESSAGE);
    const staff = addStaffSchema.safeParse({ email: 'coach@example.com', role: 'head_coach', contractStart: '2024-01-01', contractEnd: far });
    expect(messagesOf(staff).contractEnd).toBe(EVENT_DATE_MESSAGE);
    expect(tournamentInputSchema.safeParse({ name: 'Cup', startDate: eventDateMax() }).success).toBe(true);
    expect(tournamentInputSchema.safeParse({ name: 'Cup', startDate: '2000-01-01' }).success).toBe(true);
  });

  it('refuses a birth date in the future or before 1900', () => {
    const base = { email: 'kid@example.com', password: 'a-long-enough-password', displayName: 'Kid', accountType: 'player' as const };
    for (const birthDate of ['9999-01-01', '1899-12-31', `${new Date().getUTCFullYear() + 1}-01-01`]) {
      const result = signUpBodySchema.safeParse({ ...base, birthDate });
      expect(result.success, birthDate).toBe(false);
      expect(messagesOf(result).birthDate).toBe(BIRTH_DATE_MESSAGE);
    }
    expect(signUpBodySchema.safeParse({ ...base, birthDate: '1990-02-03' }).success).toBe(true);
  });
});

/**
 * How often one emailed link may be sent again (guardian invitations,
 * docs/decisions/021; claim links, 025): at least `minIntervalMinutes`
 * after the last send, and at most `dailyLimit` sends in a run that starts
 * again once the last send is over 24 hours old. The caller reads the
 * history under a row lock and stores the count this returns.
 */
import { AppError } from '#shared/app-error.ts';

const DAY_MS = 24 * 3_600_000;

export interface SendHistory {
  /** The last send; null when the link was never sent. */
  lastSentAt: string | Date | null;
  /** Sends in the current run. */
  sendCount: number;
}

export interface ResendLimit {
  minIntervalMinutes: number;
  dailyLimit: number;
  /** The 429 messages. */
  tooSoon: string;
  dailyLimitReached: string;
}

/** The send count to store with this send, or a 429 `rate_limited` with the limit's message. */
export function nextSendCount(history: SendHistory, limit: ResendLimit, now: Date = new Date()): number {
  const lastSent = history.lastSentAt === null ? null : new Date(history.lastSentAt).getTime();
  if (lastSent !== null && now.getTime() - lastSent < limit.minIntervalMinutes * 60_000) throw new AppError('rate_limited', limit.tooSoon);
  const inRun = lastSent !== null && now.getTime() - lastSent < DAY_MS;
  if (inRun && history.sendCount >= limit.dailyLimit) throw new AppError('rate_limited', limit.dailyLimitReached);
  return inRun ? history.sendCount + 1 : 1;
}

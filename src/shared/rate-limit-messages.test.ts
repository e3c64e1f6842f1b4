import { describe, expect, it } from 'vitest';
import { describeWait, tooManyAttemptsMessage } from './rate-limit-messages.ts';

describe('describeWait: the wait a 429 message names, from its Retry-After seconds', () => {
  it.each([
    [0, '1 second'],
    [1, '1 second'],
    [0.2, '1 second'],
    [42, '42 seconds'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [899, '15 minutes'],
    [900, '15 minutes'],
    [3600, '60 minutes'],
    [7200, '120 minutes'],
    [7201, '3 hours'],
  ])('%s s reads "%s" (never shorter than the header)', (seconds, text) => {
    expect(describeWait(seconds)).toBe(text);
  });

  it('the sign-in lockout of issue 24 (Retry-After 899) says 15 minutes', () => {
    expect(tooManyAttemptsMessage(899)).toBe('Too many attempts. Try again in 15 minutes.');
  });
});

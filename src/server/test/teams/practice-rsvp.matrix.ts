/**
 * Access matrix of a practice reminder's answer links (docs/decisions/073;
 * run by practice-rsvp.api.test.ts): the link is the credential, so any
 * caller, signed out or as anyone, opens and answers with a working link
 * (its recipient's answer is what it records), and nobody gets anything
 * from an unknown one (404, the one message).
 */
import { expect } from 'vitest';
import { RSVP_TEXTS } from '#shared/contracts/teams-rsvp.ts';
import { defineAccessMatrix, type Outcome } from '#server/test/access-matrix.ts';

export const RSVP_CALLERS = ['anonymous', 'stranger', 'team_member', 'team_owner', 'yes_admin'] as const;
export type RsvpCaller = (typeof RSVP_CALLERS)[number];

export interface RsvpFixture {
  /** A fresh working link of the team member's, for an upcoming practice. */
  token: string;
}

const everyone = (outcome: Outcome<RsvpCaller, RsvpFixture>) => Object.fromEntries(RSVP_CALLERS.map((caller) => [caller, outcome]));
const unknownLink: Outcome<RsvpCaller, RsvpFixture> = {
  status: 404,
  check: (response) => expect(response.json().error.message).toBe(RSVP_TEXTS.invalidLink),
};
const unknownToken = 'x'.repeat(43);

export const practiceRsvpAccessMatrix = defineAccessMatrix<RsvpCaller, RsvpFixture>({
  module: 'src/server/test/teams/practice-rsvp.matrix.ts',
  entries: [
    { route: 'POST /api/practice-rsvp/view', request: (f) => ({ payload: { token: f.token } }), expect: everyone(200) },
    { route: 'POST /api/practice-rsvp/view', label: 'unknown link', request: () => ({ payload: { token: unknownToken } }), expect: everyone(unknownLink) },
    { route: 'POST /api/practice-rsvp/answer', request: (f) => ({ payload: { token: f.token, status: 'maybe' } }), expect: everyone(200) },
    {
      route: 'POST /api/practice-rsvp/answer',
      label: 'unknown link',
      request: () => ({ payload: { token: unknownToken, status: 'maybe' } }),
      expect: everyone(unknownLink),
    },
  ],
});

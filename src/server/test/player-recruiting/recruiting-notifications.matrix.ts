/**
 * Access matrix of the recruiting email routes (issue 13.9, docs/decisions/043,
 * 055; run by recruiting-notifications-access-matrix.api.test.ts), for every
 * caller of the recruiting cast: the switches in /account are each signed-in
 * person's own (everyone signed in 200, signed out 401), and running the
 * programs' digests now is platform admins' only (yes_admin 200; every other
 * role, the other platform roles included, 403; signed out 401). A program
 * has a new response waiting, so a refused run that sent anything would
 * show: every refusal changes nothing (the runner's snapshot).
 */
import { expect } from 'vitest';
import type { App } from '#server/app.ts';
import { defineAccessMatrix, type Outcome } from '#server/test/access-matrix.ts';
import { RECRUITING_ACTORS, type RecruitingActor, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import { outboxFor, type TestUser } from '#server/test/test-users.ts';

export const ALL_ON = { responseDigest: true, contacted: true, guardianCopies: true, profileViews: true };

export interface RecruitingEmailsFixture {
  app: App;
  users: Record<RecruitingSignedIn, TestUser>;
}

const mySwitches = async (f: RecruitingEmailsFixture, actor: RecruitingSignedIn) =>
  (await f.app.inject({ method: 'GET', url: '/api/account/recruiting-emails', headers: { cookie: f.users[actor].cookie } })).json<typeof ALL_ON>();

type Cell = Outcome<RecruitingActor, RecruitingEmailsFixture>;
const byActor = (outcome: (actor: RecruitingSignedIn) => Cell) =>
  Object.fromEntries(RECRUITING_ACTORS.map((actor) => [actor, actor === 'anonymous' ? 401 : outcome(actor)]));
const NOT_ADMIN: Cell = { status: 403, check: (response) => expect(response.json().error.message).toBe('Only platform admins can run the recruiting digests.') };

export const recruitingNotificationsAccessMatrix = defineAccessMatrix<RecruitingActor, RecruitingEmailsFixture>({
  module: 'src/server/test/player-recruiting/recruiting-notifications.matrix.ts',
  entries: [
    {
      route: 'GET /api/account/recruiting-emails',
      // Each caller's own switches: all on, whatever the others turned off before.
      expect: byActor(() => ({ status: 200, check: (response) => expect(response.json()).toEqual(ALL_ON) })),
    },
    {
      route: 'PUT /api/account/recruiting-emails',
      request: () => ({ payload: { profileViews: false } }),
      expect: byActor(() => ({
        status: 200,
        check: async (response, { caller, fixture }) => {
          const actor = caller as RecruitingSignedIn;
          expect(response.json()).toEqual({ ...ALL_ON, profileViews: false });
          // Nobody else's switches moved (the player's are checked from another caller's change).
          expect(await mySwitches(fixture, actor === 'player' ? 'guardian' : 'player')).toEqual(ALL_ON);
          // Back to all on for the GET entry and the next caller.
          const restored = await fixture.app.inject({
            method: 'PUT',
            url: '/api/account/recruiting-emails',
            headers: { cookie: fixture.users[actor].cookie, origin: 'http://localhost:3000' },
            payload: { profileViews: true },
          });
          expect(restored.json()).toEqual(ALL_ON);
        },
      })),
    },
    {
      route: 'POST /api/admin/recruiting-digests/run',
      expect: byActor((actor) =>
        actor === 'yes_admin'
          ? {
              status: 200,
              check: async (response, { fixture }) => {
                // The waiting response went to the college's admin and staff.
                expect(response.json()).toEqual({ programs: 1, emails: 2 });
                expect(await outboxFor(fixture.app.ctx.db, fixture.users.this_college_staff.email)).toHaveLength(1);
              },
            }
          : NOT_ADMIN,
      ),
    },
  ],
});

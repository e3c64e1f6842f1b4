/**
 * Access matrix of the account, sign-in and session routes (docs/decisions/055,
 * run by account-access-matrix.api.test.ts). Signing up, in, and following an
 * emailed link take no session: anyone may call them, and the link's token
 * (or the password) decides; a wrong one is refused alike, signed in or not.
 * The account's own settings and sessions need a session and touch only the
 * caller's rows. Routes that end sessions run on a session of their own
 * (`fresh`), so the cast keeps its cookies.
 */
import type { App } from '#server/app.ts';
import { defineAccessMatrix, type Outcome } from '#server/test/access-matrix.ts';
import type { TestUser } from '#server/test/test-users.ts';

export type AccountCaller = 'anonymous' | 'stranger' | 'minor' | 'yes_admin';

export interface AccountFixture {
  app: App;
  /** A confirmed account signed in on a new session (the user and that session's cookie). */
  freshUser(): Promise<TestUser>;
  /** A new account invited by a team (passwordless) and the token of its emailed claim link. */
  claimLink(): Promise<{ email: string; token: string }>;
  /** A pending guardian invitation of a minor: the invited address and the link's token. */
  guardianInvitation(): Promise<{ email: string; token: string }>;
  /** The id of one of `user`'s sessions other than the one in its cookie. */
  otherSessionOf(user: TestUser): Promise<string>;
  /** The token of a password reset link emailed to a new account. */
  resetToken(): Promise<string>;
  /** A confirmation token for a new unconfirmed account. */
  confirmationToken(): Promise<string>;
  /** The cast user of `caller`. */
  user(caller: Exclude<AccountCaller, 'anonymous'>): TestUser;
}

const PASSWORD = 'matrix-password-42';
let sequence = 0;
const email = (prefix: string) => `${prefix}.${Date.now()}.${(sequence += 1)}@example.com`;
/** A signed-in caller's own session: the request runs on a new account's session, signed out on the cast's none. */
const own = async (f: AccountFixture, caller: AccountCaller): Promise<Record<string, string>> => (caller === 'anonymous' ? {} : { cookie: (await f.freshUser()).cookie });
/** Needs a session, then the caller's own rows: 401 signed out, `ok` for every signed-in caller. */
const signedIn = (ok: Outcome) => ({ anonymous: 401, stranger: ok, minor: ok, yes_admin: ok }) as const;
/** Takes no session: the same answer signed in or not. */
const anyone = (ok: Outcome) => ({ anonymous: ok, stranger: ok, minor: ok, yes_admin: ok }) as const;

export const accountAccessMatrix = defineAccessMatrix<AccountCaller, AccountFixture>({
  module: 'src/server/test/account/account.matrix.ts',
  entries: [
    { route: 'GET /api/me', expect: anyone(200) },
    { route: 'PATCH /api/account', request: () => ({ payload: { themePreference: 'dark' } }), expect: signedIn(200) },
    {
      route: 'POST /api/account/sign-up',
      request: () => ({ payload: { email: email('matrix.signup'), password: PASSWORD, displayName: 'Matrix Sign Up', birthDate: '1990-02-02', accountType: 'player' } }),
      expect: anyone(202),
    },
    { route: 'POST /api/account/confirm-email', label: 'a wrong token', request: () => ({ payload: { token: 'not-a-confirmation-token' } }), expect: anyone(404) },
    { route: 'POST /api/account/confirm-email', label: "the link's token", request: async (f) => ({ payload: { token: await f.confirmationToken() } }), expect: anyone(200) },
    { route: 'GET /api/account/claim/:token', label: 'a wrong token', request: () => ({ params: { token: 'not-a-claim-token' } }), expect: anyone(404) },
    { route: 'GET /api/account/claim/:token', label: "the link's token", request: async (f) => ({ params: { token: (await f.claimLink()).token } }), expect: anyone(200) },
    {
      route: 'POST /api/account/claim',
      label: 'a wrong token',
      request: () => ({ payload: { token: 'not-a-claim-token', password: PASSWORD, birthDate: '1990-02-02' } }),
      expect: anyone(404),
    },
    {
      route: 'POST /api/account/claim',
      label: "the link's token",
      request: async (f) => ({ payload: { token: (await f.claimLink()).token, password: PASSWORD, birthDate: '1990-02-02' } }),
      expect: anyone(200),
    },
    {
      route: 'POST /api/guardian/invitations/sign-up',
      label: 'a wrong token',
      request: () => ({ payload: { token: 'x'.repeat(43), email: email('matrix.guardian'), displayName: 'Matrix Guardian', password: PASSWORD, birthDate: '1980-03-03', accountType: 'parent' } }),
      expect: anyone(404),
    },
    {
      route: 'POST /api/guardian/invitations/sign-up',
      label: 'the invited address and its token',
      request: async (f) => {
        const invitation = await f.guardianInvitation();
        return { payload: { ...invitation, displayName: 'Matrix Guardian', password: PASSWORD, birthDate: '1980-03-03', accountType: 'parent' } };
      },
      expect: anyone(200),
    },
    { route: 'POST /api/auth/sign-in/email', label: 'a wrong password', request: async (f) => ({ payload: { email: (await f.freshUser()).email, password: 'wrong-password-1' } }), expect: anyone(401) },
    { route: 'POST /api/auth/sign-in/email', label: 'the right password', request: async (f) => ({ payload: { email: (await f.freshUser()).email, password: PASSWORD } }), expect: anyone(200) },
    { route: 'POST /api/auth/sign-up/email', request: () => ({ payload: {} }), expect: anyone(404) },
    { route: 'POST /api/auth/request-password-reset', request: async (f) => ({ payload: { email: (await f.freshUser()).email } }), expect: anyone(200) },
    { route: 'POST /api/auth/reset-password', label: 'a wrong token', request: () => ({ payload: { token: 'not-a-reset-token', newPassword: 'another-password-77' } }), expect: anyone(400) },
    {
      route: 'POST /api/auth/reset-password',
      label: "the link's token",
      request: async (f) => ({ payload: { token: await f.resetToken(), newPassword: 'another-password-77' } }),
      expect: anyone(200),
    },
    {
      route: 'POST /api/auth/change-password',
      request: async (f, caller) => ({ headers: await own(f, caller), payload: { currentPassword: PASSWORD, newPassword: 'another-password-77' } }),
      expect: signedIn(200),
    },
    { route: 'POST /api/auth/sign-out', request: async (f, caller) => ({ headers: await own(f, caller), payload: {} }), expect: anyone(200) },
    { route: 'GET /api/account/sessions', expect: signedIn(200) },
    {
      route: 'DELETE /api/account/sessions/:sessionId',
      label: 'one of the caller’s other sessions',
      request: async (f, caller) => {
        const user = await f.freshUser();
        const sessionId = await f.otherSessionOf(user);
        const headers: Record<string, string> = caller === 'anonymous' ? {} : { cookie: user.cookie };
        return { params: { sessionId }, headers };
      },
      expect: signedIn(200),
    },
    {
      route: 'DELETE /api/account/sessions/:sessionId',
      label: "another user's session",
      request: async (f) => ({ params: { sessionId: await f.otherSessionOf(await f.freshUser()) } }),
      expect: signedIn(404),
    },
    { route: 'POST /api/account/sessions/revoke-others', request: async (f, caller) => ({ headers: await own(f, caller), payload: {} }), expect: signedIn(200) },
  ],
});

export { PASSWORD as ACCOUNT_MATRIX_PASSWORD };

/**
 * Runs the account, sign-in and session access matrix (account.matrix.ts) on
 * one app and the standard cast of callers (matrix-cast.ts); links and
 * sessions the cases use up are made per cell.
 */
import { afterAll, beforeAll } from 'vitest';
import { newGuardianToken } from '#server/guardian-consent/guardian-invitation-token.ts';
import { guardianLinks } from '#server/db/schema/guardians.ts';
import { createUnconfirmedAccount } from '#server/account/sign-up.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { openMatrixCast, type MatrixCast } from '#server/test/matrix-cast.ts';
import { outboxFor, signIn, signUpUser } from '#server/test/test-users.ts';
import { accountAccessMatrix, ACCOUNT_MATRIX_PASSWORD, type AccountFixture } from '../test/account/account.matrix.ts';
import { inviteUser } from './invite-user.ts';

let cast: MatrixCast;
let fixture: AccountFixture;
let sequence = 0;
const address = (prefix: string) => `${prefix}.${(sequence += 1)}@example.com`;

beforeAll(async () => {
  cast = await openMatrixCast();
  const app = cast.t.app;
  const passwordHash = await app.ctx.auth.$context.then((context) => context.password.hash(ACCOUNT_MATRIX_PASSWORD));
  fixture = {
    app,
    freshUser: () => signUpUser(app, { email: address('matrix.fresh'), password: ACCOUNT_MATRIX_PASSWORD }),
    async claimLink() {
      const email = address('matrix.invited');
      await inviteUser(app.ctx, { email, fullName: 'Matrix Invitee', invitedBy: 'Matrix Owner' });
      const [mail] = await outboxFor(app.ctx.db, email);
      const token = mail?.textBody.match(/\/auth\/claim-account\?token=([^\s&]+)/)?.[1];
      if (!token) throw new Error(`no claim link to ${email}`);
      return { email, token: decodeURIComponent(token) };
    },
    async guardianInvitation() {
      const email = address('matrix.parent');
      const { token, tokenHash, expiresAt } = newGuardianToken();
      await app.ctx.db.insert(guardianLinks).values({ playerUserId: cast.users.minor.id, guardianEmail: email, tokenHash, expiresAt, lastSentAt: new Date(), sendCount: 1 });
      return { email, token };
    },
    async otherSessionOf(user) {
      const again = await signIn(app, user.email, ACCOUNT_MATRIX_PASSWORD);
      if (again.statusCode !== 200) throw new Error(`sign-in: ${again.statusCode} ${again.body}`);
      const list = await app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie: user.cookie } });
      const other = (list.json() as { sessions: { id: string; isCurrent: boolean }[] }).sessions.find((session) => !session.isCurrent);
      if (!other) throw new Error('no other session');
      return other.id;
    },
    async resetToken() {
      const user = await signUpUser(app, { email: address('matrix.reset'), password: ACCOUNT_MATRIX_PASSWORD });
      const asked = await app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: { origin: 'http://localhost:3000' }, payload: { email: user.email } });
      if (asked.statusCode !== 200) throw new Error(`request-password-reset: ${asked.statusCode} ${asked.body}`);
      const [mail] = await outboxFor(app.ctx.db, user.email);
      const token = mail?.textBody.match(/\/auth\/reset-password\?token=([^\s&]+)/)?.[1];
      if (!token) throw new Error(`no reset link to ${user.email}`);
      return decodeURIComponent(token);
    },
    async confirmationToken() {
      const body = { email: address('matrix.unconfirmed'), password: ACCOUNT_MATRIX_PASSWORD, displayName: 'Matrix Unconfirmed', birthDate: '1990-01-01', accountType: 'player' as const, guardianEmail: undefined };
      const created = await createUnconfirmedAccount(app.ctx.db, body, passwordHash);
      if (!created) throw new Error('sign-up failed');
      return created.token;
    },
    user: (caller) => cast.users[caller],
  };
});
afterAll(async () => cast.t.close());

describeAccessMatrix(accountAccessMatrix, {
  app: () => cast.t.app,
  cookie: (caller) => (caller === 'anonymous' ? undefined : cast.users[caller].cookie),
  fixture: () => fixture,
});

/** Helpers for API tests: make confirmed accounts as sign-up does, sign in, grant roles directly. */
import { eq, sql } from 'drizzle-orm';
import type { Role } from '#shared/access/roles.ts';
import { createUnconfirmedAccount } from '#server/account/sign-up.ts';
import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { emailOutbox } from '#server/db/schema/email.ts';
import { userRoles } from '#server/db/schema/profiles.ts';
import { cookieHeader } from './session-cookies.ts';

export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

let counter = 0;

/** One hash per password for every test user (hashing is the slow part; a shared hash changes nothing else). */
const passwordHashes = new Map<string, Promise<string>>();

/**
 * A confirmed adult player with a session: the account is made as sign-up
 * makes it (createUnconfirmedAccount, no email sent), then confirmed
 * through POST /api/account/confirm-email, whose cookie is returned.
 */
export async function signUpUser(
  app: App,
  overrides: { email?: string; password?: string; displayName?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email = (overrides.email ?? `user${counter}-${Date.now()}@example.com`).trim().toLowerCase();
  const password = overrides.password ?? TEST_PASSWORD;
  let passwordHash = passwordHashes.get(password);
  if (!passwordHash) {
    passwordHash = app.ctx.auth.$context.then((context) => context.password.hash(password));
    passwordHashes.set(password, passwordHash);
  }
  const body = {
    email,
    password,
    displayName: overrides.displayName ?? `Test User ${counter}`,
    birthDate: '1995-05-05',
    accountType: 'player' as const,
    guardianEmail: undefined,
  };
  const created = await createUnconfirmedAccount(app.ctx.db, body, await passwordHash);
  if (!created) throw new Error(`sign-up failed: ${email} is taken`);
  const response = await app.inject({ method: 'POST', url: '/api/account/confirm-email', payload: { token: created.token } });
  if (response.statusCode !== 200) throw new Error(`confirm-email failed: ${response.statusCode} ${response.body}`);
  return { id: created.userId, email, cookie: cookieHeader(response.headers['set-cookie']) };
}

/** Follows the newest confirmation link emailed to `email` (POST /api/account/confirm-email); returns the answer. */
export async function confirmFromOutbox(app: App, email: string) {
  const mail = (await outboxFor(app.ctx.db, email)).find((message) => message.subject === 'Confirm your email address');
  const token = mail?.textBody.match(/\/auth\/confirm-email\?token=(\S+)/)?.[1];
  if (!token) throw new Error(`no confirmation link emailed to ${email}`);
  return app.inject({ method: 'POST', url: '/api/account/confirm-email', payload: { token: decodeURIComponent(token) } });
}

export async function signIn(app: App, email: string, password: string = TEST_PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
}

/** Signs up a user and gives it platform roles straight in the database (the role API is tested on its own). */
export async function signUpWithRoles(app: App, roles: Role[]): Promise<TestUser> {
  const user = await signUpUser(app);
  if (roles.length > 0) await app.ctx.db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, role })));
  return user;
}

export async function outboxFor(db: Database, to: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(sql`${emailOutbox.createdAt} desc, ${emailOutbox.seq} desc`);
}

export async function me(app: App, cookie: string | undefined) {
  const response = await app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });
  return response.json() as { user: { id: string; email: string; fullName: string } | null; roles: unknown[]; flags: Record<string, { enabled: boolean }>; profile: { displayName: string; themePreference: string | null } | null };
}

/** The tables of the public schema, by name. (pg_class, not information_schema.tables: a tenth of the cost in PGlite.) */
export async function publicTableNames(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`,
  );
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}

/** Row counts of every table in the public schema (to prove a refused request changed nothing). */
export async function tableCounts(db: Database, exclude: readonly string[] = []): Promise<Record<string, number>> {
  const names = await publicTableNames(db);
  // One statement for all tables: the bad-input walker calls this twice per route.
  const included = names.filter((name) => !exclude.includes(name));
  const counts: Record<string, number> = {};
  if (included.length === 0) return counts;
  const union = sql.join(
    included.map((name) => sql`select ${name}::text as name, count(*)::int as n from ${sql.identifier(name)}`),
    sql` union all `,
  );
  const rows = await db.execute(union);
  for (const row of (rows as unknown as { rows: { name: string; n: number }[] }).rows) counts[row.name] = Number(row.n);
  return counts;
}

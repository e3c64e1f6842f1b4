/** Helpers for API tests: make accounts through the real sign-up route, sign in, grant roles directly. */
import { eq, sql } from 'drizzle-orm';
import type { Role } from '#shared/roles.ts';
import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
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

/** Signs up an adult player through POST /api/account/sign-up and returns its session cookie. */
export async function signUpUser(
  app: App,
  overrides: { email?: string; password?: string; displayName?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/sign-up',
    payload: {
      email,
      password: overrides.password ?? TEST_PASSWORD,
      displayName: overrides.displayName ?? `Test User ${counter}`,
      birthDate: '1995-05-05',
      accountType: 'player',
    },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const [row] = await app.ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email.toLowerCase()));
  return { id: row!.id, email: email.toLowerCase(), cookie: cookieHeader(response.headers['set-cookie']) };
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
    .orderBy(sql`${emailOutbox.createdAt} desc, ${emailOutbox.id} desc`);
}

export async function me(app: App, cookie: string | undefined) {
  const response = await app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });
  return response.json() as { user: { id: string; email: string; fullName: string } | null; roles: unknown[]; flags: Record<string, { enabled: boolean }>; profile: { displayName: string; themePreference: string | null } | null };
}

/** Row counts of every table in the public schema (to prove a refused request changed nothing). */
export async function tableCounts(db: Database, exclude: readonly string[] = []): Promise<Record<string, number>> {
  const result = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
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

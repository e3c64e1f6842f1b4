/** Test data for the college staff API tests (docs/decisions/034): claimed colleges, college roles, invitations with known tokens. */
import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '#shared/access/roles.ts';
import { newLinkToken } from '#server/auth/link-token.ts';
import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';

export interface TestCollege {
  id: string;
  slug: string;
  name: string;
}

/** `count` real colleges, marked claimed (a college's staff come after its claim), skipping the first `offset`; `where` narrows them further. */
export async function claimedColleges(db: Database, count: number, offset = 0, where: SQL = sql`true`): Promise<TestCollege[]> {
  return rowsOf<TestCollege>(
    db,
    sql`update colleges set claimed_at = now() where id in (
        select id from colleges where unitid is not null and ${where} order by name, id offset ${offset} limit ${count})
      returning id, slug, name`,
  ).then((rows) => rows.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)));
}

export async function grantCollegeRole(db: Database, userId: string, role: Role, collegeId: string | null): Promise<void> {
  await db.execute(sql`insert into user_roles (user_id, role, college_id) values (${userId}, ${role}, ${collegeId})`);
}

/** A signed-in user holding `roles` for `collegeId` (null: platform roles). */
export async function signUpScoped(app: App, roles: Role[], collegeId: string | null, overrides: { displayName?: string } = {}): Promise<TestUser> {
  const user = await signUpUser(app, overrides);
  for (const role of roles) await grantCollegeRole(app.ctx.db, user.id, role, collegeId);
  return user;
}

/** A pending invitation straight in the database, with its token; `sentMinutesAgo` places the last send in the past (resend limits). */
export async function insertInvitation(
  db: Database,
  input: { collegeId: string; email: string; role?: Role; title?: string | null; isPublic?: boolean; expiresInMs?: number; sentMinutesAgo?: number },
): Promise<{ id: string; token: string }> {
  const link = newLinkToken(input.expiresInMs ?? 7 * 24 * 3_600_000);
  const sentAt = new Date(Date.now() - (input.sentMinutesAgo ?? 60) * 60_000).toISOString();
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into college_staff_invitations (college_id, email, role, title, is_public, token_hash, expires_at, last_sent_at, created_at)
      values (${input.collegeId}, ${input.email.toLowerCase()}, ${input.role ?? 'programs_college_staff'}, ${input.title ?? null},
        ${input.isPublic ?? false}, ${link.tokenHash}, ${link.expiresAt.toISOString()}, ${sentAt}, ${sentAt})
      returning id`,
  );
  return { id: row!.id, token: link.token };
}

/** The token of the newest staff invitation emailed to `email` (from the readable outbox). */
export async function invitationTokenFromOutbox(db: Database, email: string): Promise<string> {
  const [mail] = await rowsOf<{ textBody: string }>(
    db,
    sql`select text_body as "textBody" from email_outbox where to_address = ${email} and subject like 'Join the esports staff of %'
      order by created_at desc, seq desc limit 1`,
  );
  const token = mail?.textBody.match(/\/college-invitation\?token=(\S+)/)?.[1];
  if (!token) throw new Error(`no staff invitation emailed to ${email}`);
  return decodeURIComponent(token);
}

/**
 * Recruiting emails (issue 13.9, docs/decisions/043): the switches in
 * /account, the programs' daily digests of new responses (who gets them,
 * idempotent within a UTC day, switches honoured), the "wants to talk with
 * you" email (never the stage or notes; the player's switch), and the
 * guardian's copy of anything sent to a minor (each guardian's switch; the
 * player's secrets stay out of it).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProgram, plainColleges } from '#server/test/colleges/college-edit-test-data.ts';
import { signUpScoped } from '#server/test/colleges/college-staff-test-data.ts';
import { GUARDIAN_COPY_LINK_REMOVED, GUARDIAN_COPY_SUBJECT_PREFIX } from '#server/email/recruiting-emails.ts';
import { linkGuardian, makeMinor } from '#server/test/messaging/messaging-test-data.ts';
import { linkActiveGuardian, setProfile } from '#server/test/profiles/player-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { FAST_JOBS, waitUntil } from '#server/test/job-queue-waits.ts';
import { startSmtpSink } from '#server/test/smtp-sink.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { outboxFor, signUpUser, type TestUser } from '#server/test/test-users.ts';
import { messagesFor, recipientsWithGuardianCopies } from './guardian-copies.ts';
import { notifyMovedToContacted } from './notify-moved-to-contacted.ts';
import { insertPublishedForm, insertSubmission } from '../test/player-recruiting/player-recruiting-test-data.ts';
import { sendResponseDigests } from './send-response-digests.ts';

let t: TestApp;
let colleges: { id: string; slug: string; name: string }[];
const users = {} as Record<'collegeAdmin' | 'collegeStaff' | 'admissions' | 'otherAdmin' | 'yesAdmin' | 'yesStaff' | 'player' | 'minor' | 'guardian' | 'quietGuardian' | 'invitedGuardian', TestUser>;

const headers = (user?: TestUser) => (user ? { cookie: user.cookie } : {});
const HOUR = 3600 * 1000;

async function setSwitches(user: TestUser, payload: object) {
  const response = await t.app.inject({ method: 'PUT', url: '/api/account/recruiting-emails', headers: headers(user), payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp();
  colleges = await plainColleges(t.app.ctx.db, 2);
  users.collegeAdmin = await signUpScoped(t.app, ['programs_college_admin'], colleges[0]!.id);
  users.collegeStaff = await signUpScoped(t.app, ['programs_college_staff'], colleges[0]!.id);
  users.admissions = await signUpScoped(t.app, ['programs_college_admissions'], colleges[0]!.id);
  users.otherAdmin = await signUpScoped(t.app, ['programs_college_admin'], colleges[1]!.id);
  users.yesAdmin = await signUpScoped(t.app, ['yes_admin'], null);
  users.yesStaff = await signUpScoped(t.app, ['yes_staff'], null);
  users.player = await signUpUser(t.app, { displayName: 'Adult Player' });
  users.minor = await signUpUser(t.app, { displayName: 'Young Player' });
  await makeMinor(t.app.ctx.db, users.minor.id, 16);
  users.guardian = await signUpUser(t.app);
  users.quietGuardian = await signUpUser(t.app);
  users.invitedGuardian = await signUpUser(t.app);
  await linkActiveGuardian(t.app.ctx.db, users.minor.id, users.guardian.id, users.guardian.email);
  await linkActiveGuardian(t.app.ctx.db, users.minor.id, users.quietGuardian.id, users.quietGuardian.email);
  await linkGuardian(t.app.ctx.db, users.minor.id, users.invitedGuardian, 'invited');
});
afterAll(async () => t.close());

describe('the switches in /account', () => {
  it('are all on until changed; a change keeps the others; signed out is 401', async () => {
    const get = () => t.app.inject({ method: 'GET', url: '/api/account/recruiting-emails', headers: headers(users.player) });
    expect((await get()).json()).toEqual({ responseDigest: true, contacted: true, guardianCopies: true, profileViews: true });
    expect(await setSwitches(users.player, { guardianCopies: false, profileViews: false })).toEqual({ responseDigest: true, contacted: true, guardianCopies: false, profileViews: false });
    expect(await setSwitches(users.player, { contacted: false })).toEqual({ responseDigest: true, contacted: false, guardianCopies: false, profileViews: false });
    expect(await setSwitches(users.player, { contacted: true, guardianCopies: true, profileViews: true })).toEqual({ responseDigest: true, contacted: true, guardianCopies: true, profileViews: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/account/recruiting-emails' })).statusCode).toBe(401);
  });

  it('bad input: 400 with a field message, nothing changes', async () => {
    for (const payload of [{}, { contacted: 'no' }]) {
      const before = await tableDigests(t.app.ctx.db);
      const response = await t.app.inject({ method: 'PUT', url: '/api/account/recruiting-emails', headers: headers(users.player), payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {})).not.toHaveLength(0);
      expect(await tableDigests(t.app.ctx.db)).toEqual(before);
    }
  });
});

describe("programs' daily digests of new responses", () => {
  it('POST /api/admin/recruiting-digests/run: platform admins only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/recruiting-digests/run' })).statusCode).toBe(401);
    for (const user of [users.yesStaff, users.collegeAdmin, users.player]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/recruiting-digests/run', headers: headers(user) })).statusCode).toBe(403);
    }
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/recruiting-digests/run', headers: headers(users.yesAdmin) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ programs: 0, emails: 0 });
  });

  it("go once a UTC day to the staff who can view the program, with the count and latest names; a second run that day sends nothing", async () => {
    const db = t.app.ctx.db;
    // Midday UTC tomorrow: clear of the day boundary, and after every submission below.
    const day1 = new Date(Date.now() + 24 * HOUR);
    day1.setUTCHours(12, 0, 0, 0);
    const program = await insertProgram(db, colleges[0]!.id, 'valorant', 'varsity');
    const other = await insertProgram(db, colleges[1]!.id, 'valorant', 'club');
    const form = { ...(await insertPublishedForm(db, program)), programId: program };
    const otherForm = { ...(await insertPublishedForm(db, other)), programId: other };
    const visitor = (name: string) => ({ userId: null, name, email: `${name.toLowerCase()}@example.com` });
    await insertSubmission(db, form, visitor('Too-Old'), { submittedAt: new Date(day1.getTime() - 30 * HOUR) });
    await insertSubmission(db, form, visitor('Ana'), { submittedAt: new Date(day1.getTime() - 3 * HOUR) });
    await insertSubmission(db, form, visitor('Ben'), { submittedAt: new Date(day1.getTime() - 2 * HOUR) });
    await insertSubmission(db, form, visitor('Gone'), { submittedAt: new Date(day1.getTime() - 2 * HOUR), status: 'withdrawn' });
    await insertSubmission(db, otherForm, visitor('Cleo'), { submittedAt: new Date(day1.getTime() - HOUR) });

    expect(await sendResponseDigests(t.app.ctx, day1)).toEqual({ programs: 2, emails: 3 });
    for (const user of [users.collegeAdmin, users.collegeStaff]) {
      const [mail, ...more] = await outboxFor(db, user.email);
      expect(more).toHaveLength(0);
      expect(mail!.subject).toBe('2 new interest form responses');
      expect(mail!.textBody).toContain(`${colleges[0]!.name} Valorant Varsity: 2 new responses (latest: Ben, Ana)`);
      expect(mail!.textBody).toContain(`/college/${colleges[0]!.slug}/recruiting?tab=responses&program=${program}`);
      expect(mail!.textBody).not.toMatch(/Too-Old|Gone|Cleo/);
    }
    expect((await outboxFor(db, users.otherAdmin.email))[0]!.textBody).toContain('1 new response (latest: Cleo)');
    expect(await outboxFor(db, users.admissions.email)).toHaveLength(0);
    expect(await outboxFor(db, users.yesAdmin.email)).toHaveLength(0);

    // Later the same day: nothing, even with a new response (it waits for tomorrow's digest).
    await insertSubmission(db, form, visitor('Dara'), { submittedAt: new Date(day1.getTime() + HOUR) });
    const before = await tableDigests(db);
    expect(await sendResponseDigests(t.app.ctx, new Date(day1.getTime() + 2 * HOUR))).toEqual({ programs: 0, emails: 0 });
    expect(await tableDigests(db)).toEqual(before);

    // The next day: only what came after the last digest; a staff member who turned the digest off gets none.
    await setSwitches(users.collegeStaff, { responseDigest: false });
    expect(await sendResponseDigests(t.app.ctx, new Date(day1.getTime() + 24 * HOUR))).toEqual({ programs: 1, emails: 1 });
    const [latest] = await outboxFor(db, users.collegeAdmin.email);
    expect(latest!.textBody).toContain('1 new response (latest: Dara)');
    expect(await outboxFor(db, users.collegeStaff.email)).toHaveLength(1);
    await setSwitches(users.collegeStaff, { responseDigest: true });
  });

  it('two runs at once: each program is claimed by one of them', async () => {
    const db = t.app.ctx.db;
    const day = new Date(Date.now() + 5 * 24 * HOUR);
    day.setUTCHours(12, 0, 0, 0);
    const program = await insertProgram(db, colleges[0]!.id, 'overwatch', 'club');
    const form = { ...(await insertPublishedForm(db, program)), programId: program };
    await insertSubmission(db, form, { userId: null, name: 'Eve', email: 'eve@example.com' }, { submittedAt: new Date(day.getTime() - HOUR) });
    const runs = await Promise.all([sendResponseDigests(t.app.ctx, day), sendResponseDigests(t.app.ctx, day)]);
    expect(runs.map((run) => run.programs).sort()).toEqual([0, 1]);
    const digests = (await outboxFor(db, users.collegeAdmin.email)).filter((mail) => mail.textBody.includes('latest: Eve'));
    expect(digests).toHaveLength(1);
  });

  it('with SMTP, a digest the server refuses is retried for that staff member alone; the others get theirs once (docs/decisions/056)', async () => {
    const db = t.app.ctx.db;
    const sink = await startSmtpSink();
    const smtp = await t.openSecondInstance({ emailDelivery: { kind: 'smtp', smtpUrl: sink.url }, jobs: FAST_JOBS });
    try {
      const day = new Date(Date.now() + 10 * 24 * HOUR);
      day.setUTCHours(12, 0, 0, 0);
      const program = await insertProgram(db, colleges[0]!.id, 'overwatch', 'varsity');
      const form = { ...(await insertPublishedForm(db, program)), programId: program };
      await insertSubmission(db, form, { userId: null, name: 'Finn', email: 'finn@example.com' }, { submittedAt: new Date(day.getTime() - HOUR) });
      // The first digest that reaches the SMTP server is refused (a temporary failure).
      sink.refuseNext(1);
      expect(await sendResponseDigests(smtp.app.ctx, day)).toEqual({ programs: 1, emails: 2 });
      await smtp.app.ctx.jobs.startWorkers(smtp.app.ctx);
      const digestsTo = (user: TestUser) => sink.messages.filter((raw) => raw.includes(`To: ${user.email}`) && raw.includes('Finn'));
      await waitUntil(
        () => sink.failures === 1 && digestsTo(users.collegeAdmin).length === 1 && digestsTo(users.collegeStaff).length === 1,
        'both staff members did not get their digest',
      );
      // A later run that day claims nothing and mails nobody again.
      expect(await sendResponseDigests(smtp.app.ctx, new Date(day.getTime() + HOUR))).toEqual({ programs: 0, emails: 0 });
      expect(digestsTo(users.collegeAdmin)).toHaveLength(1);
      expect(digestsTo(users.collegeStaff)).toHaveLength(1);
    } finally {
      await smtp.close();
      await sink.close();
    }
  });
});

describe('"wants to talk with you" when a program moves a player to Contacted', () => {
  async function notify(playerUserId: string, programId: string) {
    const send = await t.app.ctx.db.transaction((tx) => notifyMovedToContacted(t.app.ctx, tx, { programId, playerUserId }));
    await send();
  }

  it('emails the player the college and program with a link to the inbox, never the stage or anything internal', async () => {
    const program = await insertProgram(t.app.ctx.db, colleges[0]!.id, 'rocket-league', 'varsity');
    await notify(users.player.id, program);
    const [mail, ...more] = await outboxFor(t.app.ctx.db, users.player.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`${colleges[0]!.name} Rocket League Varsity wants to talk with you`);
    expect(mail!.textBody).toContain(`${t.app.ctx.baseUrl}/inbox`);
    expect(`${mail!.subject} ${mail!.textBody} ${mail!.htmlBody}`).not.toMatch(/contacted|evaluating|interested|stage|note/i);
  });

  it('nothing when the player turned it off, and nothing from a rolled-back move', async () => {
    const program = await insertProgram(t.app.ctx.db, colleges[0]!.id, 'rocket-league', 'club');
    const before = (await outboxFor(t.app.ctx.db, users.player.email)).length;
    await setSwitches(users.player, { contacted: false });
    await notify(users.player.id, program);
    await setSwitches(users.player, { contacted: true });
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        await notifyMovedToContacted(t.app.ctx, tx, { programId: program, playerUserId: users.player.id });
        throw new Error('the move failed');
      }),
    ).rejects.toThrow('the move failed');
    expect(await outboxFor(t.app.ctx.db, users.player.email)).toHaveLength(before);
  });

  it("a minor's active guardians get a marked copy, each by their own switch; an invited guardian gets none", async () => {
    const program = await insertProgram(t.app.ctx.db, colleges[1]!.id, 'overwatch', 'varsity');
    await setSwitches(users.quietGuardian, { guardianCopies: false, profileViews: true });
    await notify(users.minor.id, program);
    const [own] = await outboxFor(t.app.ctx.db, users.minor.email);
    expect(own!.subject).toBe(`${colleges[1]!.name} Overwatch Varsity wants to talk with you`);
    const [copy, ...more] = await outboxFor(t.app.ctx.db, users.guardian.email);
    expect(more).toHaveLength(0);
    expect(copy!.subject).toBe(`${GUARDIAN_COPY_SUBJECT_PREFIX}${own!.subject}`);
    expect(copy!.textBody).toContain("This is a copy for you as Young Player's parent or guardian.");
    expect(copy!.textBody).toContain(own!.subject.replace(' wants to talk with you', ''));
    expect(await outboxFor(t.app.ctx.db, users.quietGuardian.email)).toHaveLength(0);
    expect(await outboxFor(t.app.ctx.db, users.invitedGuardian.email)).toHaveLength(0);
  });
});

describe('recipientsWithGuardianCopies (also for the submission confirmation)', () => {
  it("a minor: the player, then each active guardian with copies on; an adult: the player alone, whatever their links", async () => {
    await setSwitches(users.quietGuardian, { guardianCopies: false, profileViews: true });
    const minor = await recipientsWithGuardianCopies(t.app.ctx, null, users.minor.id);
    expect(minor.map((recipient) => [recipient.to, recipient.isGuardianCopy])).toEqual([[users.minor.email, false], [users.guardian.email, true]]);
    await setSwitches(users.quietGuardian, { guardianCopies: true, profileViews: true });
    const both = await recipientsWithGuardianCopies(t.app.ctx, null, users.minor.id);
    expect(both.filter((recipient) => recipient.isGuardianCopy).map((recipient) => recipient.to).sort()).toEqual([users.guardian.email, users.quietGuardian.email].sort());
    const adult = await signUpUser(t.app);
    await linkActiveGuardian(t.app.ctx.db, adult.id, users.guardian.id, users.guardian.email);
    await setProfile(t.app.ctx.db, adult.id, { birthDate: '1990-01-01' });
    expect((await recipientsWithGuardianCopies(t.app.ctx, null, adult.id)).map((recipient) => recipient.to)).toEqual([adult.email]);
  });

  it("a guardian's copy never carries the player's secret link", async () => {
    const secret = 'https://example.test/application/view/s3cr3t-token';
    const recipients = await recipientsWithGuardianCopies(t.app.ctx, null, users.minor.id);
    const messages = messagesFor(recipients, { subject: 'Your application', text: `Read it: ${secret}`, html: `<a href="${secret}">Read it</a>`, secrets: [secret] }, t.app.ctx.baseUrl);
    const [own, ...copies] = messages;
    expect(own!.text).toContain(secret);
    expect(own!.secrets).toEqual([secret]);
    for (const copy of copies) {
      expect(`${copy.text} ${copy.html}`).not.toContain('s3cr3t-token');
      expect(copy.text).toContain(GUARDIAN_COPY_LINK_REMOVED);
    }
    // The helper reads inside a transaction too.
    const inTx = await t.app.ctx.db.transaction((tx) => recipientsWithGuardianCopies(t.app.ctx, tx, users.minor.id));
    expect(inTx).toEqual(recipients);
    expect(await t.app.ctx.db.execute(sql`select 1`)).toBeTruthy();
  });
});

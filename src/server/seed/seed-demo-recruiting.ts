/**
 * Recruiting demo data (issue 13.10, docs/decisions/026 "Recruiting demo
 * data"): the story of demo-recruiting.ts written to the recruiting tables,
 * so every recruiting screen has content on first start. Runs inside
 * seedDemoData's transaction, after the programs and players, with one
 * statement per table (the short links go through createShortLink, one per
 * link, as publishing makes them).
 *
 * Forms are stored as the publish service leaves them: the draft's field
 * list, a version 1 with the JSON Schema and UI schema of
 * compileInterestForm, current_version_id and status published, and the
 * form's short link. Answers are built from the sample profiles the same
 * way the form page prefills them (profile blocks), and the seed test checks
 * each against its version's schema with the server's validator.
 */
import { sql } from 'drizzle-orm';
import { maxParticipantsFor } from '#shared/contracts/messaging.ts';
import { formFieldListSchema, normalizeFormFields } from '#shared/contracts/interest-forms.ts';
import { gameBySlug, type GameSlug } from '#shared/recruiting/game-catalog.ts';
import { compileInterestForm } from '#shared/recruiting/interest-form-schema.ts';
import { PROGRAM_LEVEL_LABELS, type ProgramLevel } from '#shared/recruiting/program-levels.ts';
import type { Database } from '#server/db/client.ts';
import { consentEvents } from '#server/db/schema/guardians.ts';
import { interestFormSubmissions, interestFormVersions, interestForms } from '#server/db/schema/interest-forms.ts';
import { conversationParticipants, conversations, messages } from '#server/db/schema/messaging.ts';
import { pipelineEntries, pipelineNotes, pipelineStageHistory } from '#server/db/schema/pipeline.ts';
import { collegeBoardItems } from '#server/db/schema/player-recruiting.ts';
import { recruitingOutcomes } from '#server/db/schema/recruiting-outcomes.ts';
import { shortLinkDailyStats } from '#server/db/schema/short-links.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { createShortLink } from '#server/short-links/create-short-link.ts';
import { rowsOf } from '#server/db/sql.ts';
import { DEMO_ACCOUNT_PLAYER, DEMO_PLAYERS, type DemoPlayer } from './demo-players.ts';
import {
  DEMO_ACCOUNT_KEY,
  DEMO_BOARD,
  DEMO_COACH_MESSAGE,
  DEMO_COMMITMENT,
  DEMO_NOTE,
  DEMO_PIPELINE,
  DEMO_SUBMISSIONS,
  DEMO_VALORANT,
  DEMO_VERBAL,
  demoFormFields,
  type DemoProgramKey,
  type DemoStaff,
} from './demo-recruiting.ts';
import { currentClassOf } from './seed-demo-players.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DemoRecruitingContext {
  now: Date;
  /** The demo accounts the story involves. */
  accounts: { player: string; playerName: string; playerEmail: string; coach: string; collegeAdmin: string };
  /** Sample players' user ids by key (seedDemoPlayers). */
  playerIds: ReadonlyMap<string, string>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A moment `days` days back, at a fixed hour of that day (UTC): the same story whenever the demo starts. */
const daysAgo = (now: Date, days: number, hour = 15) => {
  const at = new Date(now.getTime() - days * DAY_MS);
  if (days > 0) at.setUTCHours(hour, 0, 0, 0);
  return at;
};
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

interface ProgramRow {
  id: string;
  collegeId: string;
  collegeSlug: string;
  titleId: string;
  titleSlug: GameSlug;
  level: ProgramLevel;
  isRecruiting: boolean;
}

type Person = Pick<DemoPlayer, 'key' | 'firstName' | 'lastName' | 'classOffset' | 'games' | 'academics'>;

/** The answers a player sends: the form page's prefilled profile blocks plus their own answers to the questions. */
function answersOf(person: Person, titleSlug: GameSlug, classOf: number, turn: number) {
  const titleName = gameBySlug(titleSlug)!.name;
  const game = person.games.find((item) => item.title === titleSlug);
  const gpa = person.academics && Number(person.academics.gpa) <= 5 ? Number(person.academics.gpa) : undefined;
  // What loadProfileFacts gives for the program's title (docs/decisions/038): only what the profile holds.
  const snapshot: Record<string, unknown> = {
    game_rank: { title: titleName, rank: game?.current ?? null },
    ...(game ? { main_role: game.primaryRole } : {}),
    class_year: classOf + person.classOffset,
    ...(gpa !== undefined ? { gpa } : {}),
  };
  const played = game ?? person.games[0];
  const answers: Record<string, unknown> = {
    gamertag: played?.inGameName ?? `${person.firstName}Demo`,
    ...snapshot,
    play_as: (['Starter', 'Either', 'Substitute'] as const)[turn % 3],
    hours: played?.hoursPerWeek ?? 12,
    sessions: [['Weekday evenings', 'Saturday afternoon'], ['Sunday afternoon'], ['Weekday evenings']][turn % 3],
    ...(turn % 2 === 0 ? { vod: `https://vods.example.test/demo/${person.key}` } : {}),
    about: `${DEMO_NOTE}a sample answer from ${person.firstName}.`,
    accurate: true,
  };
  return { answers, snapshot };
}

/** Seeds the recruiting demo data. `tx` is seedDemoData's transaction. */
export async function seedDemoRecruiting(tx: Tx, { now, accounts, playerIds }: DemoRecruitingContext): Promise<void> {
  const programs = await rowsOf<ProgramRow>(
    tx,
    sql`select p.id, p.college_id as "collegeId", c.slug as "collegeSlug", p.esports_title_id as "titleId", t.slug as "titleSlug",
        p.level, p.is_recruiting as "isRecruiting"
      from college_programs p join colleges c on c.id = p.college_id join esports_titles t on t.id = p.esports_title_id
      where c.is_demo order by c.slug, t.slug, p.id`,
  );
  const program = (key: DemoProgramKey) => {
    const row = programs.find((candidate) => `${candidate.collegeSlug}/${candidate.titleSlug}` === key);
    if (!row) throw new Error(`No sample program ${key}`);
    return row;
  };
  const demoUniversityId = program(DEMO_VALORANT).collegeId;
  const staffId = (staff: DemoStaff | undefined) => (staff === 'coach' ? accounts.coach : staff === 'admin' ? accounts.collegeAdmin : null);
  const userIdOf = (key: string) => {
    const id = key === DEMO_ACCOUNT_KEY ? accounts.player : playerIds.get(key);
    if (!id) throw new Error(`No sample player ${key}`);
    return id;
  };
  const personOf = (key: string): Person => {
    const person = key === DEMO_ACCOUNT_KEY ? DEMO_ACCOUNT_PLAYER : DEMO_PLAYERS.find((player) => player.key === key);
    if (!person) throw new Error(`No sample player ${key}`);
    return person;
  };
  const classOf = currentClassOf(now);

  // ---------------------------------------------------------------- forms: draft, version 1, published (as publishing leaves them)
  const forms = programs
    .filter((row) => row.isRecruiting)
    .map((row) => {
      const titleName = gameBySlug(row.titleSlug)!.name;
      const fields = normalizeFormFields(formFieldListSchema.parse(demoFormFields(titleName)));
      const ours = row.collegeId === demoUniversityId;
      return {
        program: row,
        id: crypto.randomUUID(),
        versionId: crypto.randomUUID(),
        title: `${titleName} ${PROGRAM_LEVEL_LABELS[row.level].toLowerCase()} interest form`,
        fields,
        compiled: compileInterestForm(fields),
        publishedBy: ours ? accounts.collegeAdmin : null,
        createdAt: daysAgo(now, 75),
      };
    });
  const formOf = (key: DemoProgramKey) => {
    const form = forms.find((candidate) => candidate.program.id === program(key).id);
    if (!form) throw new Error(`Sample program ${key} is not recruiting: it has no form`);
    return form;
  };
  await tx.insert(interestForms).values(
    forms.map((form) => ({
      id: form.id,
      programId: form.program.id,
      title: form.title,
      description: `${DEMO_NOTE}a sample interest form. Tell the coaches about your game; they answer every form within a week.`,
      status: 'draft',
      draftFields: form.fields,
      autoAddToPipeline: form.program.id === program(DEMO_VALORANT).id,
      createdByUserId: form.publishedBy,
      createdAt: form.createdAt,
      updatedAt: form.createdAt,
    })),
  );
  await tx.insert(interestFormVersions).values(
    forms.map((form) => ({
      id: form.versionId,
      formId: form.id,
      version: 1,
      fields: form.fields,
      jsonSchema: form.compiled.jsonSchema,
      uiSchema: form.compiled.uiSchema,
      publishedByUserId: form.publishedBy,
      publishedAt: form.createdAt,
    })),
  );
  await tx.execute(sql`update interest_forms f set current_version_id = v.id, status = 'published'
    from interest_form_versions v where v.form_id = f.id and f.id in (${sql.join(
      forms.map((form) => sql`${form.id}::uuid`),
      sql`, `,
    )})`);

  // ---------------------------------------------------------------- short links: each form's, and Demo University's page
  const links: { id: string; formId: string | null; weight: number }[] = [];
  for (const [index, form] of forms.entries()) {
    const link = await createShortLink(tx, { targetType: 'form', formId: form.id, programId: form.program.id, ownerUserId: form.publishedBy });
    links.push({ id: link.id, formId: form.id, weight: form.program.collegeId === demoUniversityId ? 3 : 1 + (index % 2) });
  }
  const collegeLink = await createShortLink(tx, {
    targetType: 'college',
    collegeId: demoUniversityId,
    programId: program(DEMO_VALORANT).id,
    ownerUserId: accounts.coach,
    label: 'Demo University page (demo: tryout flyer)',
  });
  links.push({ id: collegeLink.id, formId: null, weight: 2 });
  const formLinkOf = (formId: string) => links.find((link) => link.formId === formId)!.id;

  // ---------------------------------------------------------------- pipelines: entries, each stage walked in history, notes
  const entryIds = new Map<string, string>();
  const entryKey = (key: DemoProgramKey, player: string) => `${key}|${player}`;
  const positions = new Map<string, number>();
  const entries = DEMO_PIPELINE.map((plan) => {
    const id = crypto.randomUUID();
    entryIds.set(entryKey(plan.program, plan.player), id);
    const [stage, movedDaysAgo] = plan.walk.at(-1)!;
    const column = `${plan.program}|${stage}`;
    const position = positions.get(column) ?? 0;
    positions.set(column, position + 1);
    const contacted = plan.walk.find(([walked]) => walked === 'contacted');
    return { plan, id, stage, position, movedAt: daysAgo(now, movedDaysAgo), contactedAt: contacted ? daysAgo(now, contacted[1]) : null };
  });
  await tx.insert(pipelineEntries).values(
    entries.map(({ plan, id, stage, position, movedAt, contactedAt }) => ({
      id,
      programId: program(plan.program).id,
      playerUserId: userIdOf(plan.player),
      stage,
      position,
      ownerUserId: staffId(plan.owner),
      tags: plan.tags ?? [],
      source: plan.source,
      nextActionOn: plan.next ? isoDate(new Date(now.getTime() + plan.next.inDays * DAY_MS)) : null,
      nextActionNote: plan.next ? `${plan.next.note} (demo)` : null,
      lastContactAt: contactedAt,
      version: plan.walk.length,
      // A form's automatic add has no actor; staff added the others.
      createdByUserId: plan.source === 'form' ? null : staffId(plan.actor),
      createdAt: daysAgo(now, plan.walk[0]![1]),
      updatedAt: movedAt,
    })),
  );
  await tx.insert(pipelineStageHistory).values(
    entries.flatMap(({ plan, id }) =>
      plan.walk.map(([stage, days], step) => ({
        entryId: id,
        programId: program(plan.program).id,
        fromStage: step === 0 ? null : plan.walk[step - 1]![0],
        toStage: stage,
        actorUserId: step === 0 && plan.source === 'form' ? null : staffId(plan.actor),
        createdAt: daysAgo(now, days, 15 + step),
      })),
    ),
  );
  await tx.insert(pipelineNotes).values(
    entries.flatMap(({ plan, id }) =>
      (plan.notes ?? []).map((note) => ({
        entryId: id,
        authorUserId: staffId(note.by),
        body: `${note.body} (demo note)`,
        createdAt: daysAgo(now, note.daysAgo, 17),
        updatedAt: daysAgo(now, note.daysAgo, 17),
      })),
    ),
  );

  // ---------------------------------------------------------------- responses: sample players, the demo player and two visitors
  const submissions = DEMO_SUBMISSIONS.map((plan, turn) => {
    const form = formOf(plan.program);
    const submittedAt = daysAgo(now, plan.daysAgo, 14);
    const linkId = plan.viaLink ? formLinkOf(form.id) : null;
    const entryId = typeof plan.by === 'string' ? (entryIds.get(entryKey(plan.program, plan.by)) ?? null) : null;
    if (plan.status === 'added' && !entryId) throw new Error(`Added response without a pipeline entry: ${plan.program} ${String(plan.by)}`);
    const common = {
      formId: form.id,
      versionId: form.versionId,
      programId: form.program.id,
      status: plan.status,
      shortLinkId: linkId,
      pipelineEntryId: plan.status === 'added' ? entryId : null,
      submittedAt,
      createdAt: submittedAt,
      updatedAt: submittedAt,
    };
    if (typeof plan.by !== 'string') {
      const { answers } = answersOf(
        { key: plan.by.visitor.toLowerCase().replace(/\W+/g, '-'), firstName: plan.by.visitor.split(' ')[0]!, lastName: '', classOffset: 0, games: [], academics: undefined },
        form.program.titleSlug,
        classOf,
        turn,
      );
      // A visitor has no profile: they type the game (without a rank) and their class themselves.
      return {
        ...common,
        submitterUserId: null,
        name: plan.by.visitor,
        email: plan.by.email,
        birthDate: birthDateForAge(plan.by.age, now),
        answers,
        profileSnapshot: {},
      };
    }
    const person = personOf(plan.by);
    const { answers, snapshot } = answersOf(person, form.program.titleSlug, classOf, turn);
    return {
      ...common,
      submitterUserId: userIdOf(plan.by),
      name: plan.by === DEMO_ACCOUNT_KEY ? accounts.playerName : `${person.firstName} ${person.lastName}`,
      email: plan.by === DEMO_ACCOUNT_KEY ? accounts.playerEmail : `${person.key}@players.demo.test`,
      birthDate: null,
      answers,
      profileSnapshot: snapshot,
    };
  });
  await tx.insert(interestFormSubmissions).values(submissions);

  // ---------------------------------------------------------------- link stats: clicks over the last 30 days, the submissions they brought
  const submissionDays = new Map<string, number>();
  for (const row of submissions) {
    if (!row.shortLinkId || now.getTime() - row.submittedAt.getTime() > 30 * DAY_MS) continue;
    const key = `${row.shortLinkId}|${isoDate(row.submittedAt)}`;
    submissionDays.set(key, (submissionDays.get(key) ?? 0) + 1);
  }
  await tx.insert(shortLinkDailyStats).values(
    links.flatMap((link, index) =>
      Array.from({ length: 30 }, (_, days) => {
        const day = isoDate(daysAgo(now, days));
        const counted = submissionDays.get(`${link.id}|${day}`) ?? 0;
        // A steady trickle with quiet days, busier on Demo University's links.
        const clicks = Math.max(counted, ((days * 7 + index * 5) % 6) * link.weight - 2);
        return { linkId: link.id, day, clicks: Math.max(clicks, 0), submissions: counted };
      }).filter((row) => row.clicks > 0),
    ),
  );

  // ---------------------------------------------------------------- outcomes: one confirmed public commitment, one self-reported verbal
  const commitmentId = crypto.randomUUID();
  const committed = program(DEMO_COMMITMENT.program);
  const verbal = program(DEMO_VERBAL.program);
  await tx.insert(recruitingOutcomes).values([
    {
      id: commitmentId,
      playerUserId: userIdOf(DEMO_COMMITMENT.player),
      collegeId: committed.collegeId,
      programId: committed.id,
      esportsTitleId: committed.titleId,
      status: DEMO_COMMITMENT.status,
      decidedOn: isoDate(daysAgo(now, DEMO_COMMITMENT.daysAgo)),
      recordedBy: 'program',
      recordedByUserId: staffId(DEMO_COMMITMENT.recordedBy),
      confirmedAt: daysAgo(now, DEMO_COMMITMENT.daysAgo, 18),
      confirmedByUserId: staffId(DEMO_COMMITMENT.recordedBy),
      playerPublicConsentAt: daysAgo(now, DEMO_COMMITMENT.daysAgo - 1, 19),
      createdAt: daysAgo(now, DEMO_COMMITMENT.daysAgo, 18),
      updatedAt: daysAgo(now, DEMO_COMMITMENT.daysAgo - 1, 19),
    },
    {
      playerUserId: userIdOf(DEMO_VERBAL.player),
      collegeId: verbal.collegeId,
      programId: verbal.id,
      esportsTitleId: verbal.titleId,
      status: DEMO_VERBAL.status,
      decidedOn: isoDate(daysAgo(now, DEMO_VERBAL.daysAgo)),
      recordedBy: 'player',
      recordedByUserId: userIdOf(DEMO_VERBAL.player),
      createdAt: daysAgo(now, DEMO_VERBAL.daysAgo, 20),
      updatedAt: daysAgo(now, DEMO_VERBAL.daysAgo, 20),
    },
  ]);
  // The player's consent is logged as setOutcomeConsent logs it.
  await tx.insert(consentEvents).values({
    playerUserId: userIdOf(DEMO_COMMITMENT.player),
    guardianLinkId: null,
    actorUserId: userIdOf(DEMO_COMMITMENT.player),
    kind: 'outcome_public_granted',
    detail: { outcomeId: commitmentId },
    createdAt: daysAgo(now, DEMO_COMMITMENT.daysAgo - 1, 19),
  });

  // ---------------------------------------------------------------- the demo player: college board, and the coach's message at Contacted
  await tx.insert(collegeBoardItems).values(
    DEMO_BOARD.map((item, position) => ({
      playerUserId: accounts.player,
      programId: program(item.program).id,
      bucket: item.bucket,
      position,
      note: `${DEMO_NOTE}${item.note}`,
      createdAt: daysAgo(now, 20 - position),
      updatedAt: daysAgo(now, 20 - position),
    })),
  );
  const contactedAt = entries.find((entry) => entry.plan.program === DEMO_VALORANT && entry.plan.player === DEMO_ACCOUNT_KEY)!.contactedAt!;
  const [conversation] = await tx
    .insert(conversations)
    .values({ type: 'dm', title: null, createdBy: accounts.coach, maxParticipants: maxParticipantsFor('dm'), createdAt: contactedAt, updatedAt: contactedAt })
    .returning({ id: conversations.id });
  await tx.insert(conversationParticipants).values([
    { conversationId: conversation!.id, userId: accounts.coach, role: 'admin', unreadCount: 0, joinedAt: contactedAt },
    { conversationId: conversation!.id, userId: accounts.player, role: 'member', unreadCount: 1, joinedAt: new Date(contactedAt.getTime() + 1) },
  ]);
  await tx.insert(messages).values({ conversationId: conversation!.id, senderId: accounts.coach, body: DEMO_COACH_MESSAGE, createdAt: contactedAt });
}

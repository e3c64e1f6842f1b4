/**
 * Seeds the sample colleges of demo-colleges.ts and their programs
 * (docs/decisions/031): one statement per table (colleges, programs, roles
 * needed), inside seedDemoData's transaction, so it runs once per database
 * with the rest of the demo data.
 */
import { eq } from 'drizzle-orm';
import type { GameSlug } from '#shared/recruiting/game-catalog.ts';
import type { Database } from '#server/db/client.ts';
import { collegeProgramRoles, collegePrograms, colleges } from '#server/db/schema/colleges.ts';
import { rankTiers } from '#server/db/schema/players.ts';
import { subscriptions } from '#server/db/schema/subscriptions.ts';
import { esportsTitles } from '#server/db/schema/teams.ts';
import { DEMO_COLLEGE_ID } from './demo-accounts.ts';
import { DEMO_COLLEGES } from './demo-colleges.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DemoCollegesContext {
  now: Date;
  /** The demo college team; programs marked runsDemoTeam link it (null: link none). */
  collegeTeamId: string | null;
}

/** Graduation year of the school year under way (a school year ends in June). */
function currentClassOf(now: Date): number {
  return now.getUTCFullYear() + (now.getUTCMonth() >= 6 ? 1 : 0);
}

/**
 * The sample colleges' rows. They go in before the demo accounts: the demo
 * college admin's role names DEMO_COLLEGE_ID, and user_roles.college_id is a
 * foreign key to colleges (docs/decisions/032). Returns their ids, in
 * DEMO_COLLEGES order. Demo University is on College Pro, set by hand as a
 * platform admin would (no Stripe ids): its demo forms and pipelines are
 * past the free plan's limits' comfort, and a demo that publishes one more
 * form must not meet the limit (decision 046).
 */
export async function seedDemoCollegeRows(tx: Pick<Tx, 'insert'>): Promise<string[]> {
  const ids = DEMO_COLLEGES.map((college) => college.id ?? crypto.randomUUID());
  await tx.insert(colleges).values(
    DEMO_COLLEGES.map((college, index) => ({
      id: ids[index]!,
      unitid: null,
      slug: college.slug,
      name: college.name,
      city: college.city,
      state: college.state,
      zip: college.zip,
      latitude: college.latitude,
      longitude: college.longitude,
      website: null,
      predominantDegree: college.predominantDegree,
      control: college.control,
      locale: college.locale,
      undergradEnrollment: college.undergradEnrollment,
      admissionRate: college.admissionRate,
      sat25: college.sat?.[0] ?? null,
      sat75: college.sat?.[1] ?? null,
      act25: college.act?.[0] ?? null,
      act75: college.act?.[1] ?? null,
      tuitionInState: college.tuitionInState,
      tuitionOutOfState: college.tuitionOutOfState,
      costOfAttendance: college.costOfAttendance,
      isHbcu: false,
      isDemo: true,
    })),
  );
  if (ids.includes(DEMO_COLLEGE_ID)) await tx.insert(subscriptions).values({ subjectType: 'college', subjectId: DEMO_COLLEGE_ID, plan: 'pro', status: 'active' });
  return ids;
}

/** Their programs, once the demo college team exists (programs marked runsDemoTeam link it). */
export async function seedDemoPrograms(tx: Pick<Tx, 'select' | 'insert'>, collegeIds: readonly string[], { now, collegeTeamId }: DemoCollegesContext): Promise<void> {
  const tiers = await tx
    .select({ slug: esportsTitles.slug, titleId: esportsTitles.id, tierId: rankTiers.id, name: rankTiers.name })
    .from(rankTiers)
    .innerJoin(esportsTitles, eq(esportsTitles.id, rankTiers.esportsTitleId));
  const titleId = (slug: GameSlug) => {
    const row = tiers.find((tier) => tier.slug === slug);
    if (!row) throw new Error(`No ladder for ${slug}`);
    return row.titleId;
  };
  const tierId = (slug: GameSlug, name: string | null) => {
    if (name === null) return null;
    const tier = tiers.find((row) => row.slug === slug && row.name === name);
    if (!tier) throw new Error(`Demo rank "${name}" is not a tier of the ${slug} ladder`);
    return tier.tierId;
  };

  const classOf = currentClassOf(now);
  const programs = DEMO_COLLEGES.flatMap((college, index) =>
    college.programs.map((program) => ({ collegeId: collegeIds[index]!, id: crypto.randomUUID(), program })),
  );
  await tx.insert(collegePrograms).values(
    programs.map(({ collegeId, id, program }) => ({
      id,
      collegeId,
      esportsTitleId: titleId(program.title),
      level: program.level,
      rosterSize: program.rosterSize,
      openSpots: program.openSpots,
      classYears: program.classOffsets.map((offset) => classOf + offset),
      minTierId: tierId(program.title, program.minTier),
      targetTierId: tierId(program.title, program.targetTier),
      minGpa: program.minGpa,
      scholarshipMin: program.scholarship?.[0] ?? null,
      scholarshipMax: program.scholarship?.[1] ?? null,
      isRecruiting: program.isRecruiting,
      tryoutNotes: program.tryoutNotes,
      teamId: program.runsDemoTeam ? collegeTeamId : null,
    })),
  );
  const roles = programs.flatMap(({ id, program }) =>
    program.rolesNeeded.map((need, position) => ({ programId: id, role: need.role, count: need.count, priority: need.priority, position })),
  );
  if (roles.length > 0) await tx.insert(collegeProgramRoles).values(roles);
}

/** Both at once, for a database without the demo accounts (tests). */
export async function seedDemoColleges(tx: Pick<Tx, 'select' | 'insert'>, context: DemoCollegesContext): Promise<void> {
  await seedDemoPrograms(tx, await seedDemoCollegeRows(tx), context);
}

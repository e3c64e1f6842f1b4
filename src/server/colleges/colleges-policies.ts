/**
 * Colleges (issue 12; docs/decisions/029): the public directory, claims,
 * college staff and the edit page.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { canEditCollege, canManageProgram, canReviewCollegeClaims, canViewProgram } from '#shared/access/access-rules.ts';
import { COLLEGE_STAFF_TEXTS } from '#shared/contracts/college-staff.ts';
import { COLLEGE_EDIT_TEXTS, type CollegeEditPermissions } from '#shared/contracts/college-edit.ts';
import { COLLEGE_TEXTS } from '#shared/contracts/colleges.ts';
import { colleges } from '#server/db/schema/colleges.ts';
import { textProblem } from '#server/http/text-input-guard.ts';
import { rowsOf } from '#server/db/sql.ts';
import { getViewer, type Viewer } from '#server/auth/current-user.ts';
import { requireRule, requireUser } from '#server/auth/policies.ts';

// The directory and the college pages show public facts about real
// institutions: anyone may read them, signed out too. Editing follows spec
// 6's "can edit a college", "can manage a program" and "can view a program"
// (below).

/** GET /api/colleges and /api/colleges/:slug: anyone; the viewer, or null when signed out, for what later slices add per viewer. */
export function collegeReader(request: FastifyRequest): Promise<Viewer | null> {
  return getViewer(request);
}

/**
 * Asking to claim a college page, and reading one's own request
 * (docs/decisions/032): any signed-in user. Holding a college role is not
 * required: claiming is how the first one is granted.
 */
export function requireCollegeClaimant(request: FastifyRequest): Promise<Viewer> {
  return requireUser(request);
}

/**
 * Reviewing claims (approving grants programs_college_admin): platform staff,
 * spec 6's "privileged" ("Platform roles: yes_admin, yes_developer,
 * yes_staff (together \"privileged\")"), the users spec 6 already lets edit
 * any college: "Can edit a college: a privileged user, or a holder of any
 * program-admin-type role for that college." A college's own admins do not
 * review claims of their page: a claim is how the page gets its first one.
 */
export function requireCollegeClaimReviewer(request: FastifyRequest) {
  return requireRule(request, (viewer) => canReviewCollegeClaims(viewer.grants), 'Only platform staff can review college claims.');
}

/** An unknown college address. */
export function collegeNotFound(): AppError {
  return new AppError('not_found', COLLEGE_TEXTS.notFound);
}

// College staff (docs/decisions/034): spec 6's "Can manage a program" for
// the changes, "Can view a program" for reading the staff list.

export interface CollegeStaffAccess {
  viewer: Viewer;
  college: { id: string; slug: string; name: string };
  /** spec 6 "Can manage a program": yes_admin, or programs_college_admin for that college. */
  canManage: boolean;
  /** spec 6 "Can view a program": privileged, or programs_college_admin or programs_college_staff for that college. */
  canView: boolean;
}

const collegeSlugOf = (request: FastifyRequest) => String((request.params as { slug?: unknown }).slug ?? '');

/**
 * `beforeParsing`: the route-level check (route-access.ts), before the
 * origin check and validation; an unknown college passes there, so a
 * foreign origin or a bad input answers as on any route, and the handler's
 * own call answers 404.
 */
interface StaffAccessOptions {
  beforeParsing?: boolean;
}

async function collegeStaffAccess(
  request: FastifyRequest,
  allowed: (access: CollegeStaffAccess) => boolean,
  message: string,
  options: StaffAccessOptions,
): Promise<CollegeStaffAccess | null> {
  const viewer = await requireUser(request);
  const slug = collegeSlugOf(request);
  // A text no college can have is the input guard's to refuse, with its field message.
  if (options.beforeParsing && textProblem(slug)) return null;
  const [college] = await rowsOf<{ id: string; slug: string; name: string }>(
    request.server.ctx.db,
    sql`select id, slug, name from colleges where slug = ${slug.slice(0, 200)}`,
  );
  if (!college) {
    if (options.beforeParsing) return null;
    throw collegeNotFound();
  }
  const access = { viewer, college, canManage: canManageProgram(viewer.grants, college.id), canView: canViewProgram(viewer.grants, college.id) };
  if (!allowed(access)) throw new AppError('forbidden', message);
  return access;
}

/** Reading a college's staff list and invitations: "Can view a program"; anyone else 403, signed out 401, unknown college 404. */
export async function requireCollegeStaffViewer(request: FastifyRequest): Promise<CollegeStaffAccess>;
export async function requireCollegeStaffViewer(request: FastifyRequest, options: StaffAccessOptions): Promise<CollegeStaffAccess | null>;
export async function requireCollegeStaffViewer(request: FastifyRequest, options: StaffAccessOptions = {}) {
  return collegeStaffAccess(request, (access) => access.canView || access.canManage, COLLEGE_STAFF_TEXTS.notViewer, options);
}

/** Inviting, revoking, resending, changing and removing staff: "Can manage a program". */
export async function requireCollegeStaffManager(request: FastifyRequest): Promise<CollegeStaffAccess>;
export async function requireCollegeStaffManager(request: FastifyRequest, options: StaffAccessOptions): Promise<CollegeStaffAccess | null>;
export async function requireCollegeStaffManager(request: FastifyRequest, options: StaffAccessOptions = {}) {
  return collegeStaffAccess(request, (access) => access.canManage, COLLEGE_STAFF_TEXTS.notManager, options);
}

// The edit page (issue 12.5, docs/decisions/033): spec 6's three rules for
// the college at /api/colleges/:slug/..., checked before the body is read.

export interface CollegeEditAccess {
  viewer: Viewer;
  /**
   * The college at :slug; null when there is none. Only a viewer the rule
   * lets through on every college (platform staff) gets here with null: the
   * route validates the input, then answers 404.
   */
  college: { id: string } | null;
  permissions: CollegeEditPermissions;
}

/** The id no college has: the rules asked for "a college this viewer holds no role at". */
const NO_COLLEGE = '00000000-0000-0000-0000-000000000000';

/** "Can edit a college", "can manage a program", "can view a program" (spec 6) for this viewer and college. */
export function collegeEditPermissions(viewer: Viewer, collegeId: string | null): CollegeEditPermissions {
  const id = collegeId ?? NO_COLLEGE;
  return { edit: canEditCollege(viewer.grants, id), manage: canManageProgram(viewer.grants, id), view: canViewProgram(viewer.grants, id) };
}

const COLLEGE_SLUG_SHAPE = /^[a-z0-9-]{1,200}$/;

const collegeEditAccessCache = new WeakMap<FastifyRequest, Promise<CollegeEditAccess>>();

function loadCollegeEditAccess(request: FastifyRequest): Promise<CollegeEditAccess> {
  let pending = collegeEditAccessCache.get(request);
  if (!pending) {
    pending = (async () => {
      const viewer = await requireUser(request);
      const slug = (request.params as { slug?: unknown }).slug;
      const [college] =
        // Slugs are lowercase ASCII words and dashes (decision 029): anything else names no college, and is not
        // sent to the database before the text guard and validation have had their say.
        typeof slug === 'string' && COLLEGE_SLUG_SHAPE.test(slug)
          ? await request.server.ctx.db.select({ id: colleges.id }).from(colleges).where(eq(colleges.slug, slug))
          : [];
      return { viewer, college: college ?? null, permissions: collegeEditPermissions(viewer, college?.id ?? null) };
    })();
    collegeEditAccessCache.set(request, pending);
  }
  return pending;
}

async function requireCollegeRule(request: FastifyRequest, allowed: (permissions: CollegeEditPermissions) => boolean, message: string) {
  const access = await loadCollegeEditAccess(request);
  if (!allowed(access.permissions)) throw access.college ? new AppError('forbidden', message) : collegeNotFound();
  return access;
}

/** GET /api/colleges/:slug/edit: who may edit the page or view its programs (each section then editable or read-only). */
export function requireCollegeEditPage(request: FastifyRequest): Promise<CollegeEditAccess> {
  return requireCollegeRule(request, (can) => can.edit || can.view, COLLEGE_EDIT_TEXTS.cannotOpen);
}

/** PATCH /api/colleges/:slug (description, logo, socials): "Can edit a college". */
export function requireCollegeEditor(request: FastifyRequest): Promise<CollegeEditAccess> {
  return requireCollegeRule(request, (can) => can.edit, COLLEGE_EDIT_TEXTS.cannotEdit);
}

/** Adding, changing and deleting programs: "Can manage a program". */
export function requireCollegeProgramManager(request: FastifyRequest): Promise<CollegeEditAccess> {
  return requireCollegeRule(request, (can) => can.manage, COLLEGE_EDIT_TEXTS.cannotManage);
}

/** The college of an access the route let through: null (no college at :slug) is 404, after the input was validated. */
export function collegeOf(access: CollegeEditAccess): { id: string } {
  if (!access.college) throw collegeNotFound();
  return access.college;
}

/**
 * GET /api/me/college-programs (docs/decisions/030): any signed-in user; the
 * list holds the programs they can view (spec 6 "can view a program",
 * programViewScope), which is none for most users.
 */
export function requireCollegeProgramLister(request: FastifyRequest): Promise<Viewer> {
  return requireUser(request);
}

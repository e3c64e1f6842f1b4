/**
 * Who may do what with interest forms' submissions (docs/decisions/038):
 * - the public form and submitting: anyone (rate limited per address);
 *   signed in, only a player account, and never staff of the program's own
 *   college (they would be judging their own answers);
 * - an application: whoever holds its link's token (its recipient);
 * - the Responses tab: spec 6's "can view a program" for the program's
 *   college; anyone else learns nothing: 404, as for an unknown program.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canHaveCollegeMatch, canViewProgram, isPrivileged } from '#shared/access/access-rules.ts';
import { AppError } from '#shared/app-error.ts';
import { SUBMISSION_TEXTS } from '#shared/contracts/submissions.ts';
import type { ProgramLevel } from '#shared/recruiting/program-levels.ts';
import { requireUser } from '#server/auth/policies.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { textProblem } from '#server/http/text-input-guard.ts';
import { rowsOf } from '#server/db/sql.ts';

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_SHAPE.test(value);

/** Why a signed-in account may not submit this college's forms (null: it may). */
export function submitterRefusal(viewer: Viewer, collegeId: string): string | null {
  if (canViewProgram(viewer.grants, collegeId) || viewer.grants.some((grant) => grant.collegeId === collegeId)) return SUBMISSION_TEXTS.staffCannotSubmit;
  if (!canHaveCollegeMatch(viewer.grants)) return SUBMISSION_TEXTS.notAPlayer;
  return null;
}

export interface ResponsesProgram {
  id: string;
  collegeId: string;
  collegeSlug: string;
  collegeName: string;
  titleId: string;
  titleName: string;
  level: ProgramLevel;
}

export interface ResponsesAccess {
  viewer: Viewer;
  program: ResponsesProgram;
}

export function programNotFound(): AppError {
  return new AppError('not_found', SUBMISSION_TEXTS.programNotFound);
}

const cache = new WeakMap<FastifyRequest, Promise<{ viewer: Viewer; program: ResponsesProgram | null } | null>>();

/** The viewer and the program at :slug/:programId (null: none); null altogether for a malformed slug or id. */
function loadResponsesAccess(request: FastifyRequest) {
  let pending = cache.get(request);
  if (!pending) {
    pending = (async () => {
      const viewer = await requireUser(request);
      const params = request.params as { slug?: unknown; programId?: unknown };
      const slug = String(params.slug ?? '');
      if (textProblem(slug) || !isUuid(params.programId)) return null;
      const [program] = await rowsOf<ResponsesProgram>(
        request.server.ctx.db,
        sql`select p.id, p.college_id as "collegeId", c.slug as "collegeSlug", c.name as "collegeName",
            t.id as "titleId", t.name as "titleName", p.level
          from college_programs p join colleges c on c.id = p.college_id join esports_titles t on t.id = p.esports_title_id
          where p.id = ${params.programId} and c.slug = ${slug.slice(0, 200)}`,
      );
      return { viewer, program: program ?? null };
    })();
    cache.set(request, pending);
  }
  return pending;
}

/**
 * The Responses tab of a program: "can view a program" of its college.
 * Signed out 401; a program of another college, or one the viewer cannot
 * view, 404. `beforeParsing` (the route-level check, before validation): a
 * malformed slug or id passes, and so does an unknown program for platform
 * staff (who may view every program), for validation to have its say first;
 * the handler's own call then answers 404.
 */
export async function requireResponsesViewer(request: FastifyRequest): Promise<ResponsesAccess>;
export async function requireResponsesViewer(request: FastifyRequest, options: { beforeParsing: true }): Promise<ResponsesAccess | null>;
export async function requireResponsesViewer(request: FastifyRequest, options: { beforeParsing?: boolean } = {}): Promise<ResponsesAccess | null> {
  const loaded = await loadResponsesAccess(request);
  if (!loaded) {
    if (options.beforeParsing) return null;
    throw programNotFound();
  }
  const { viewer, program } = loaded;
  if (program && canViewProgram(viewer.grants, program.collegeId)) return { viewer, program };
  if (!program && options.beforeParsing && isPrivileged(viewer.grants)) return null;
  throw programNotFound();
}

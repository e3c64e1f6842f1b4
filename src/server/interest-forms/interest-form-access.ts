/**
 * Who may use /api/programs/:programId/interest-forms (issue 13.4,
 * docs/decisions/037), checked before the body is read (route config
 * `access`): signed out 401; a program the viewer cannot view (spec 6 "can
 * view a program" of its college), or a form of another program, 404 as if
 * missing, so another college's forms do not leak; publishing and reopening
 * need "can manage a program" (403, the viewer already sees the form).
 * Ids that are not uuids pass here and are refused by validation (400).
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { canPublishInterestForms, canWorkInterestForms, programViewScope } from '#shared/access/access-rules.ts';
import { INTEREST_FORM_TEXTS } from '#shared/contracts/interest-forms.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { requireUser } from '#server/auth/policies.ts';
import { rowsOf } from '#server/db/sql.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface InterestFormAccess {
  viewer: Viewer;
  programId: string;
  collegeId: string;
  /** Publishing and reopening (spec 6 "can manage a program"). */
  canPublish: boolean;
}

interface LoadedAccess {
  viewer: Viewer;
  /** Null when the ids are not uuids (validation refuses them) or name no program. */
  access: InterestFormAccess | null;
  /** A :formId was given and is not a form of this program. */
  formMissing: boolean;
}

const cache = new WeakMap<FastifyRequest, Promise<LoadedAccess>>();

export const programNotFound = () => new AppError('not_found', INTEREST_FORM_TEXTS.programNotFound);
export const formNotFound = () => new AppError('not_found', INTEREST_FORM_TEXTS.formNotFound);

function loadAccess(request: FastifyRequest): Promise<LoadedAccess> {
  let pending = cache.get(request);
  if (!pending) {
    pending = (async () => {
      const viewer = await requireUser(request);
      const { programId, formId } = request.params as { programId?: unknown; formId?: unknown };
      const programOk = typeof programId === 'string' && UUID.test(programId);
      const formOk = formId === undefined || (typeof formId === 'string' && UUID.test(formId));
      if (!programOk || !formOk) return { viewer, access: null, formMissing: false };
      const form = typeof formId === 'string' ? sql`exists (select 1 from interest_forms f where f.id = ${formId} and f.program_id = p.id)` : sql`true`;
      const [program] = await rowsOf<{ collegeId: string; formFound: boolean }>(
        request.server.ctx.db,
        sql`select p.college_id as "collegeId", ${form} as "formFound" from college_programs p where p.id = ${programId}`,
      );
      if (!program) return { viewer, access: null, formMissing: false };
      if (!canWorkInterestForms(viewer.grants, program.collegeId)) throw programNotFound();
      return {
        viewer,
        access: { viewer, programId, collegeId: program.collegeId, canPublish: canPublishInterestForms(viewer.grants, program.collegeId) },
        formMissing: !program.formFound,
      };
    })();
    cache.set(request, pending);
  }
  return pending;
}

/**
 * Before parsing (route config): 401 signed out; 404 for a program the
 * viewer cannot work on. An unknown program passes only for a viewer who
 * works on every college's programs (platform staff), and an unknown form
 * only for one who works on this program: their input is validated first,
 * then the handler answers 404; nobody learns anything they could not see.
 */
export async function checkInterestFormWorker(request: FastifyRequest): Promise<void> {
  const { viewer, access } = await loadAccess(request);
  const { programId } = request.params as { programId?: unknown };
  if (!access && typeof programId === 'string' && UUID.test(programId) && programViewScope(viewer.grants) !== 'all') throw programNotFound();
}

export async function checkInterestFormPublisher(request: FastifyRequest): Promise<void> {
  await checkInterestFormWorker(request);
  const { access } = await loadAccess(request);
  if (access && !access.canPublish) throw new AppError('forbidden', INTEREST_FORM_TEXTS.cannotPublish);
}

/** In the handler, after validation: the program (and form) the viewer works on, or 404. */
export async function requireInterestFormWorker(request: FastifyRequest): Promise<InterestFormAccess> {
  await checkInterestFormWorker(request);
  const { access, formMissing } = await loadAccess(request);
  if (!access) throw programNotFound();
  if (formMissing) throw formNotFound();
  return access;
}

export async function requireInterestFormPublisher(request: FastifyRequest): Promise<InterestFormAccess> {
  await checkInterestFormPublisher(request);
  return requireInterestFormWorker(request);
}

/**
 * The pipeline board (issue 13.1; docs/decisions/036).
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { canWorkPipeline, isPrivileged } from '#shared/access/access-rules.ts';
import { PIPELINE_TEXTS } from '#shared/contracts/pipeline.ts';
import { loadMatchProgram, type LoadedMatchProgram } from '#server/colleges/programs/load-match-program.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { requireUser } from '#server/auth/policies.ts';

// Every pipeline route names a program: spec 6's "can view a program" of its
// college (privileged, programs_college_admin or programs_college_staff of
// that college) reads and works it. Anyone else signed in, and an unknown
// program, get the same 404, so a program's pipeline never confirms it exists
// to a stranger; signed out is 401.

export interface PipelineAccess {
  viewer: Viewer;
  program: LoadedMatchProgram;
}

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const pipelineAccessCache = new WeakMap<FastifyRequest, Promise<PipelineAccess | null>>();

export function pipelineProgramNotFound(): AppError {
  return new AppError('not_found', PIPELINE_TEXTS.programNotFound);
}

/**
 * The route-level check (before parsing): 401 signed out; 404 for a program
 * the viewer cannot view or that does not exist. A program id that is not a
 * uuid passes here (null), so validation answers 400 with its field; so
 * does an unknown program for platform staff (the handler then answers 404).
 * Cached per request: the handler's requirePipelineProgram costs nothing more.
 */
export function pipelineAccess(request: FastifyRequest): Promise<PipelineAccess | null> {
  let pending = pipelineAccessCache.get(request);
  if (!pending) {
    pending = (async () => {
      const programId = (request.params as { programId?: unknown }).programId;
      const wellFormed = typeof programId === 'string' && UUID_SHAPE.test(programId);
      // The program is read beside the session's statements, not after them (decision 062): nothing of
      // it leaves this function before the viewer is known and allowed.
      const [viewer, program] = await Promise.all([requireUser(request), wellFormed ? loadMatchProgram(request.server.ctx.db, programId) : null]);
      if (!wellFormed) return null;
      // Platform staff may work every program: for them an unknown one passes here, so a bad input answers 400 as on
      // any route, and the handler answers 404 after validation (as the college edit routes do).
      if (!program && isPrivileged(viewer.grants)) return null;
      if (!program || !canWorkPipeline(viewer.grants, program.collegeId)) throw pipelineProgramNotFound();
      return { viewer, program };
    })();
    pipelineAccessCache.set(request, pending);
  }
  return pending;
}

/** The handler's side of pipelineAccess: the program, validated. */
export async function requirePipelineProgram(request: FastifyRequest): Promise<PipelineAccess> {
  const access = await pipelineAccess(request);
  if (!access) throw pipelineProgramNotFound();
  return access;
}

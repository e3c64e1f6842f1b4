/**
 * Who may use each pipeline route (docs/decisions/036, 055; run by
 * pipeline-access-matrix.api.test.ts): spec 6's "can view a program" of the
 * program's college (privileged, programs_college_admin or
 * programs_college_staff of that college). Everyone else signed in (a
 * player, a guardian, the college's admissions, another college's admin)
 * gets 404 "Program not found", exactly as for an unknown program, and
 * nothing changes (the runner's snapshot); signed out is 401. Each allowed
 * call acts on a fresh entry.
 */
import { expect } from 'vitest';
import { defineAccessMatrix, type AccessMatrixEntry, type MatrixRequest, type RouteKey } from '#server/test/access-matrix.ts';
import { RECRUITING_ACTORS, type RecruitingActor } from '#server/test/recruiting-cast.ts';

export interface PipelineFixture {
  programId: string;
  /** A fresh entry of a fresh player (each allowed call may change or remove it). */
  freshEntry(): Promise<string>;
  /** A fresh entry with a note written by the actor (a note of someone else's answers 403 to an allowed actor). */
  freshNote(actor: RecruitingActor): Promise<{ entryId: string; noteId: string }>;
  /** A new recruitable player's id. */
  recruitablePlayerId(): Promise<string>;
}

export const canWorkPipeline = (actor: RecruitingActor) => ['this_college_admin', 'this_college_staff', 'yes_staff', 'yes_developer', 'yes_admin'].includes(actor);

function pipelineRoute(route: RouteKey, request: (f: PipelineFixture, actor: RecruitingActor) => Promise<MatrixRequest>, allowed: number): AccessMatrixEntry<RecruitingActor, PipelineFixture> {
  return {
    route,
    request,
    expect: Object.fromEntries(
      RECRUITING_ACTORS.map((actor) => [
        actor,
        actor === 'anonymous' ? 401 : canWorkPipeline(actor) ? allowed : { status: 404, check: (response) => expect(response.json().error.message).toBe('Program not found') },
      ]),
    ),
  };
}

export const pipelineAccessMatrix = defineAccessMatrix<RecruitingActor, PipelineFixture>({
  module: 'src/server/test/pipeline/pipeline.matrix.ts',
  entries: [
    pipelineRoute('GET /api/programs/:programId/pipeline', async (f) => ({ params: { programId: f.programId } }), 200),
    pipelineRoute('GET /api/programs/:programId/pipeline/list', async (f) => ({ url: `/api/programs/${f.programId}/pipeline/list?sort=name` }), 200),
    pipelineRoute(
      'POST /api/programs/:programId/pipeline/entries',
      async (f) => ({ params: { programId: f.programId }, payload: { playerUserId: await f.recruitablePlayerId(), source: 'search' } }),
      201,
    ),
    pipelineRoute(
      'POST /api/programs/:programId/pipeline/entries/:entryId/move',
      async (f) => ({ params: { programId: f.programId, entryId: await f.freshEntry() }, payload: { stage: 'contacted' } }),
      200,
    ),
    pipelineRoute('GET /api/programs/:programId/pipeline/entries/:entryId', async (f) => ({ params: { programId: f.programId, entryId: await f.freshEntry() } }), 200),
    pipelineRoute(
      'PATCH /api/programs/:programId/pipeline/entries/:entryId',
      async (f) => ({ params: { programId: f.programId, entryId: await f.freshEntry() }, payload: { tags: ['IGL'] } }),
      200,
    ),
    pipelineRoute('DELETE /api/programs/:programId/pipeline/entries/:entryId', async (f) => ({ params: { programId: f.programId, entryId: await f.freshEntry() } }), 200),
    pipelineRoute(
      'POST /api/programs/:programId/pipeline/entries/:entryId/notes',
      async (f) => ({ params: { programId: f.programId, entryId: await f.freshEntry() }, payload: { body: 'Good aim' } }),
      201,
    ),
    pipelineRoute(
      'PATCH /api/programs/:programId/pipeline/entries/:entryId/notes/:noteId',
      async (f, actor) => ({ params: { programId: f.programId, ...(await f.freshNote(actor)) }, payload: { body: 'Better aim' } }),
      200,
    ),
    pipelineRoute(
      'DELETE /api/programs/:programId/pipeline/entries/:entryId/notes/:noteId',
      async (f, actor) => ({ params: { programId: f.programId, ...(await f.freshNote(actor)) } }),
      204,
    ),
    pipelineRoute(
      'POST /api/programs/:programId/pipeline/entries/:entryId/message',
      async (f) => ({ params: { programId: f.programId, entryId: await f.freshEntry() }, payload: { body: 'Hello' } }),
      201,
    ),
  ],
});

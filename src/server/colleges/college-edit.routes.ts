/**
 * The college edit page (issue 12.5, docs/decisions/033): its data, the
 * general fields and the programs. Spec 6's rules are checked before the
 * body is read (route config `access`): "can edit a college" or "can view a
 * program" to open the page, "can edit a college" for the general fields,
 * "can manage a program" for program writes.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  collegeEditSchema,
  collegeGeneralInputSchema,
  collegeGeneralSchema,
  programEditSchema,
  programInputSchema,
  programParamsSchema,
  programPatchSchema,
} from '#shared/contracts/college-edit.ts';
import { collegeSlugParamsSchema } from '#shared/contracts/colleges.ts';
import {
  collegeOf,
  requireCollegeEditor,
  requireCollegeEditPage,
  requireCollegeProgramManager,
} from './colleges-policies.ts';
import { createCollegeProgram } from './edit/create-college-program.ts';
import { deleteCollegeProgram } from './edit/delete-college-program.ts';
import { getCollegeEdit } from './edit/get-college-edit.ts';
import { updateCollegeGeneral } from './edit/update-college-general.ts';
import { updateCollegeProgram } from './edit/update-college-program.ts';
import { noContent } from '#server/http/openapi-document.ts';

export async function collegeEditRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['colleges'];
  const { db } = app.ctx;
  const pageReader = { access: requireCollegeEditPage };
  const editor = { access: requireCollegeEditor };
  const manager = { access: requireCollegeProgramManager };

  api.get(
    '/api/colleges/:slug/edit',
    { config: pageReader, schema: { tags, params: collegeSlugParamsSchema, response: { 200: collegeEditSchema } } },
    async (request) => {
      const access = await requireCollegeEditPage(request);
      collegeOf(access);
      return getCollegeEdit(db, request.params.slug, access.viewer, access.permissions);
    },
  );

  api.patch(
    '/api/colleges/:slug',
    { config: editor, schema: { tags, params: collegeSlugParamsSchema, body: collegeGeneralInputSchema, response: { 200: collegeGeneralSchema } } },
    async (request) => {
      const access = await requireCollegeEditor(request);
      return updateCollegeGeneral(db, collegeOf(access).id, access.viewer.userId, request.body);
    },
  );

  api.post(
    '/api/colleges/:slug/programs',
    { config: manager, schema: { tags, params: collegeSlugParamsSchema, body: programInputSchema, response: { 201: programEditSchema } } },
    async (request, reply) => {
      const access = await requireCollegeProgramManager(request);
      return reply.status(201).send(await createCollegeProgram(db, collegeOf(access).id, access.viewer, request.body));
    },
  );

  api.patch(
    '/api/colleges/:slug/programs/:programId',
    { config: manager, schema: { tags, params: programParamsSchema, body: programPatchSchema, response: { 200: programEditSchema } } },
    async (request) => {
      const access = await requireCollegeProgramManager(request);
      return updateCollegeProgram(db, collegeOf(access).id, request.params.programId, access.viewer, request.body);
    },
  );

  api.delete(
    '/api/colleges/:slug/programs/:programId',
    { config: manager, schema: { tags, params: programParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const access = await requireCollegeProgramManager(request);
      await deleteCollegeProgram(db, collegeOf(access).id, request.params.programId);
      return reply.status(204).send();
    },
  );
}

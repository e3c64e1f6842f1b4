/**
 * Who may make and change short links (docs/decisions/039), in the style of
 * auth/policies.ts: each policy finds the viewer and returns what the route
 * needs, or throws the AppError it answers with. A program of another
 * college, or a link the viewer has no say over, answers exactly like an
 * unknown one (404), so their existence does not leak.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { canHaveCollegeMatch, canViewProgram, isPrivileged } from '#shared/access/access-rules.ts';
import { SHORT_LINK_TEXTS } from '#shared/contracts/short-links.ts';
import { requireUser } from '#server/auth/policies.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { rowsOf } from '#server/db/sql.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An unknown id at the route-level check: platform staff (whom the rules let
 * through on every college) pass, so their bad input is a 400 as on any
 * route and the handler answers 404 after validation; anyone else gets the
 * 404 at once, exactly as for another college's row.
 */
function unknownAtCheck(viewer: Viewer, message: string): null {
  if (isPrivileged(viewer.grants)) return null;
  throw new AppError('not_found', message);
}

const paramOf = (request: FastifyRequest, name: string) => String((request.params as Record<string, unknown> | undefined)?.[name] ?? '');

export interface ProgramLinksAccess {
  viewer: Viewer;
  program: { id: string; collegeId: string; collegeSlug: string; collegeName: string };
}

/** A policy that runs once per request: the route-level check and the handler share its answer. */
function oncePerRequest<T>(load: (request: FastifyRequest) => Promise<T>): (request: FastifyRequest) => Promise<T> {
  const cache = new WeakMap<FastifyRequest, Promise<T>>();
  return (request) => {
    let pending = cache.get(request);
    if (!pending) {
      pending = load(request);
      cache.set(request, pending);
    }
    return pending;
  };
}

/**
 * The links of the program at :programId: who "can view a program" of its
 * college (privileged, programs_college_admin or programs_college_staff of
 * it). Signed out: 401; anyone else, or an unknown program: 404. A malformed
 * id passes the route-level check (validation then answers 400).
 */
export const requireProgramLinksViewer = oncePerRequest(async (request): Promise<ProgramLinksAccess | null> => {
  const viewer = await requireUser(request);
  const programId = paramOf(request, 'programId');
  if (!UUID.test(programId)) return null;
  const [program] = await rowsOf<ProgramLinksAccess['program']>(
    request.server.ctx.db,
    sql`select p.id, p.college_id as "collegeId", c.slug as "collegeSlug", c.name as "collegeName"
      from college_programs p join colleges c on c.id = p.college_id where p.id = ${programId}`,
  );
  if (!program) return unknownAtCheck(viewer, SHORT_LINK_TEXTS.programNotFound);
  if (!canViewProgram(viewer.grants, program.collegeId)) throw new AppError('not_found', SHORT_LINK_TEXTS.programNotFound);
  return { viewer, program };
});

/** The handler's call: the access, after validation (a malformed id never reaches here). */
export async function programLinksAccess(request: FastifyRequest): Promise<ProgramLinksAccess> {
  const access = await requireProgramLinksViewer(request);
  if (!access) throw new AppError('not_found', SHORT_LINK_TEXTS.programNotFound);
  return access;
}

export interface ShortLinkAccess {
  viewer: Viewer;
  link: { id: string; programId: string | null };
}

/**
 * Changing or deleting the link at :linkId: a program's link by whoever can
 * view that program; a player's own link (no program) by its owner only.
 * Anyone else, or an unknown link: 404.
 */
export const requireShortLinkEditor = oncePerRequest(async (request): Promise<ShortLinkAccess | null> => {
  const viewer = await requireUser(request);
  const linkId = paramOf(request, 'linkId');
  if (!UUID.test(linkId)) return null;
  const [link] = await rowsOf<{ id: string; programId: string | null; ownerUserId: string | null; collegeId: string | null }>(
    request.server.ctx.db,
    sql`select l.id, l.program_id as "programId", l.owner_user_id as "ownerUserId", p.college_id as "collegeId"
      from short_links l left join college_programs p on p.id = l.program_id where l.id = ${linkId}`,
  );
  if (!link) return unknownAtCheck(viewer, SHORT_LINK_TEXTS.linkNotFound);
  const allowed = link.collegeId ? canViewProgram(viewer.grants, link.collegeId) : link.ownerUserId === viewer.userId;
  if (!allowed) throw new AppError('not_found', SHORT_LINK_TEXTS.linkNotFound);
  return { viewer, link: { id: link.id, programId: link.programId } };
});

export async function shortLinkAccess(request: FastifyRequest): Promise<ShortLinkAccess> {
  const access = await requireShortLinkEditor(request);
  if (!access) throw new AppError('not_found', SHORT_LINK_TEXTS.linkNotFound);
  return access;
}

/** The player's own card link: an account whose profile is a player's (not a recruiter's, parent's or guardian's). */
export async function requireCardLinkOwner(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireUser(request);
  if (!canHaveCollegeMatch(viewer.grants)) throw new AppError('forbidden', SHORT_LINK_TEXTS.notForYou);
  return viewer;
}

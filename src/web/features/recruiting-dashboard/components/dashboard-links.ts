/**
 * Where the dashboard's cards lead: the pipeline board of a program, the
 * program's recruiting hub (a tab of it), a player's profile. The board and
 * the hub are other parts of issue 13; their addresses are the agreed ones.
 */
import { paths } from '#web/config/paths.ts';

export const boardHref = (programId: string) => `/pipeline?program=${encodeURIComponent(programId)}`;

export const hubHref = (collegeSlug: string, programId: string, tab?: 'responses' | 'links' | 'forms' | 'needs') =>
  `/college/${encodeURIComponent(collegeSlug)}/recruiting?program=${encodeURIComponent(programId)}${tab ? `&tab=${tab}` : ''}`;

export const playerHref = (slug: string) => paths.player.getHref(slug);

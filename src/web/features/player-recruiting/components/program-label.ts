/** How the player's pages name a program: "Valorant · Varsity" under its college's name. */
import type { ProgramRef } from '#shared/contracts/player-recruiting.ts';
import { MATCH_BAND_LABELS, type MatchBand } from '#shared/match/match-types.ts';
import { PROGRAM_LEVEL_LABELS } from '#shared/recruiting/program-levels.ts';

export function programTitle(program: ProgramRef): string {
  return `${program.titleName} · ${PROGRAM_LEVEL_LABELS[program.level]}`;
}

/** "Lakeside College, Valorant · Varsity": for buttons' accessible names and announcements. */
export function programFullName(program: ProgramRef): string {
  return `${program.collegeName}, ${programTitle(program)}`;
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
}

/** "92% Excellent" (the match's words everywhere). */
export function matchHeadline(score: number, band: MatchBand): string {
  return `${score}% ${MATCH_BAND_LABELS[band]}`;
}

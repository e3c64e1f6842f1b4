/**
 * GET /api/me/college-programs (issue 12.6, docs/decisions/030): the
 * programs of the colleges the signed-in user can view (spec 6 "can view a
 * program": privileged, or programs_college_admin or programs_college_staff
 * of that college), for the recruiter search's "Match for" picker; ordered
 * by college name, title, level (varsity first) and id.
 */
import { z } from 'zod';
import { PROGRAM_LEVEL_LABELS, PROGRAM_LEVELS } from '../recruiting/program-levels.ts';

export const myCollegeProgramSchema = z.object({
  id: z.uuid(),
  collegeId: z.uuid(),
  collegeName: z.string(),
  collegeSlug: z.string(),
  titleSlug: z.string(),
  titleName: z.string(),
  level: z.enum(PROGRAM_LEVELS),
  isRecruiting: z.boolean(),
});
export type MyCollegeProgram = z.infer<typeof myCollegeProgramSchema>;

export const myCollegeProgramsResponseSchema = z.object({ programs: z.array(myCollegeProgramSchema) });
export type MyCollegeProgramsResponse = z.infer<typeof myCollegeProgramsResponseSchema>;

/** "Demo University Valorant varsity": how the picker names a program. */
export function collegeProgramLabel(program: Pick<MyCollegeProgram, 'collegeName' | 'titleName' | 'level'>): string {
  return `${program.collegeName} ${program.titleName} ${PROGRAM_LEVEL_LABELS[program.level].toLowerCase()}`;
}

/** College programs a staff member recruits for, as GET /api/me/college-programs lists them: the pipeline's tests. */
import type { MyCollegeProgram } from '#shared/contracts/my-college-programs.ts';

export const COLLEGE_ID = '22222222-2222-4222-8222-222222222222';

export const program = (id: string, titleName: string): MyCollegeProgram => ({
  id,
  collegeId: COLLEGE_ID,
  collegeName: 'Demo University',
  collegeSlug: 'demo-university',
  titleSlug: titleName.toLowerCase(),
  titleName,
  level: 'varsity',
  isRecruiting: true,
});
export const VALORANT = program('33333333-3333-4333-8333-333333333333', 'Valorant');
export const ROCKET = program('44444444-4444-4444-8444-444444444444', 'Rocket League');

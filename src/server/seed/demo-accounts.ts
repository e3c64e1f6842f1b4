import type { Role } from '#shared/access/roles.ts';

/** Shown by `npm start`; local demo data only, never a production credential. */
export const DEMO_PASSWORD = 'demo-password-2026';

/** The college the demo college admin's role is scoped to: Demo University, a sample college of demo-colleges.ts. */
export const DEMO_COLLEGE_ID = 'c011e9e0-0000-4000-8000-000000000001';

export interface DemoAccount {
  kind: string;
  email: string;
  displayName: string;
  roles: Role[];
  /** The college of the account's college-scoped roles (COLLEGE_SCOPED_ROLES); its other roles have none. */
  collegeId?: string;
  birthDate: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { kind: 'Platform admin', email: 'admin@demo.test', displayName: 'Alex Admin', roles: ['yes_admin'], birthDate: '1988-04-12' },
  { kind: 'Developer', email: 'dev@demo.test', displayName: 'Dana Developer', roles: ['yes_developer'], birthDate: '1991-09-03' },
  { kind: 'Team owner', email: 'owner@demo.test', displayName: 'Olivia Owner', roles: ['recruit_team_manager'], birthDate: '1985-01-20' },
  { kind: 'Player', email: 'player@demo.test', displayName: 'Parker Player', roles: ['recruit_player'], birthDate: '2002-06-15' },
  { kind: 'Parent', email: 'parent@demo.test', displayName: 'Pat Parent', roles: ['family_parent'], birthDate: '1979-11-30' },
  { kind: 'Guardian', email: 'guardian@demo.test', displayName: 'Gina Guardian', roles: ['family_guardian'], birthDate: '1981-05-17' },
  { kind: 'College admin', email: 'college@demo.test', displayName: 'Casey College', roles: ['programs_college_admin'], collegeId: DEMO_COLLEGE_ID, birthDate: '1983-03-08' },
  // Demo University's coach: a coaching role, and staff of its programs (spec 6 "can view a program": the recruiter search's match).
  {
    kind: 'Recruiter / coach',
    email: 'coach@demo.test',
    displayName: 'Cory Coach',
    roles: ['coaching_program_coach_college_coach', 'programs_college_staff'],
    collegeId: DEMO_COLLEGE_ID,
    birthDate: '1987-07-22',
  },
];

import { describe, expect, it } from 'vitest';
import type { MeResponse } from '#shared/contracts/me.ts';
import type { Role } from '#shared/access/roles.ts';
import { buildHeaderNav, type HeaderNavInput } from './header-nav.ts';

const COLLEGE = '3f2b8c1e-5d4a-4c9b-8e7f-1a2b3c4d5e6f';
const grants = (...roles: Role[]): MeResponse['roles'] =>
  roles.map((role) => ({ role, collegeId: role.startsWith('programs_college') ? COLLEGE : null }));
const flagsOn = (...keys: string[]): MeResponse['flags'] =>
  Object.fromEntries(keys.map((key) => [key, { enabled: true, variant: 'control' }]));

const pages = Array.from({ length: 7 }, (_, index) => ({
  slug: `page-${index + 1}`,
  title: `Title ${index + 1}`,
  menuDescription: index % 2 === 0 ? `Menu ${index + 1}` : null,
}));

function navFor(partial: Partial<HeaderNavInput>) {
  return buildHeaderNav({ isSignedIn: true, roles: [], flags: {}, learnPages: [], learnTotal: 0, ...partial });
}
const labels = (links: { label: string }[]) => links.map((link) => link.label);

/** Every kind of user of the issue, with what the header must offer them (teams_management on). */
const KINDS: { name: string; signedIn: boolean; roles: Role[]; createTeam: boolean; addPage: boolean; dashboard: boolean }[] = [
  { name: 'signed out', signedIn: false, roles: [], createTeam: false, addPage: false, dashboard: false },
  { name: 'player', signedIn: true, roles: ['recruit_player'], createTeam: false, addPage: false, dashboard: false },
  { name: 'parent', signedIn: true, roles: ['family_parent'], createTeam: false, addPage: false, dashboard: false },
  { name: 'recruiter / coach', signedIn: true, roles: ['coaching_private_coach'], createTeam: true, addPage: false, dashboard: true },
  { name: 'team manager', signedIn: true, roles: ['recruit_team_manager'], createTeam: true, addPage: false, dashboard: false },
  { name: 'college admin', signedIn: true, roles: ['programs_college_admin'], createTeam: true, addPage: false, dashboard: true },
  { name: 'yes_staff', signedIn: true, roles: ['yes_staff'], createTeam: true, addPage: true, dashboard: true },
  { name: 'yes_developer', signedIn: true, roles: ['yes_developer'], createTeam: true, addPage: true, dashboard: true },
  { name: 'yes_admin', signedIn: true, roles: ['yes_admin'], createTeam: true, addPage: true, dashboard: true },
];

describe('header gating per kind of user', () => {
  it.each(KINDS)('$name', ({ signedIn, roles, createTeam, addPage, dashboard }) => {
    const nav = navFor({ isSignedIn: signedIn, roles: grants(...roles), flags: flagsOn('teams_management') });
    expect(labels(nav.teamTools ?? []).includes('Create Team')).toBe(createTeam);
    expect(labels(nav.learn).includes('Add Page')).toBe(addPage);
    expect(nav.dashboard !== null).toBe(dashboard);
    expect(nav.inbox !== null).toBe(signedIn);
    // The same for everyone:
    expect(nav.features).toEqual({ label: 'Features', href: '/features' });
    expect(labels(nav.collegeRecruiting)).toEqual([
      'College Esports Programs',
      'League of Legends',
      'Marvel Rivals',
      'Rocket League',
      'Valorant',
      'Scholarship Programs',
    ]);
  });

  it.each(KINDS)('$name: no Team Tools menu and no testing button with the flags off', ({ signedIn, roles }) => {
    const nav = navFor({ isSignedIn: signedIn, roles: grants(...roles), flags: {} });
    expect(nav.teamTools).toBeNull();
    expect(nav.testing).toBeNull();
  });

  it('a flag set that failed to load (empty) hides Team Tools; a disabled flag too', () => {
    expect(navFor({ flags: { teams_management: { enabled: false, variant: 'control' } } }).teamTools).toBeNull();
  });

  it('testing_dashboard on shows the testing button link to /testing', () => {
    expect(navFor({ flags: flagsOn('testing_dashboard') }).testing).toEqual({ label: 'Testing dashboard', href: '/testing' });
  });
});

describe('menu contents', () => {
  it('Team Tools: Find Teams, Create Team, then the three type filters with their queries', () => {
    const nav = navFor({ roles: grants('yes_admin'), flags: flagsOn('teams_management') });
    expect(nav.teamTools).toEqual([
      { label: 'Find Teams', href: '/teams' },
      { label: 'Create Team', href: '/teams/create' },
      { label: 'High School Teams', href: '/teams?type=high_school' },
      { label: 'College Teams', href: '/teams?type=college' },
      { label: 'Pro Teams', href: '/teams?type=pro_team' },
    ]);
  });

  it('College Recruiting links carry the game or scholarship filter', () => {
    const hrefs = navFor({}).collegeRecruiting.map((link) => link.href);
    expect(hrefs).toEqual([
      '/colleges?hasProgram=true',
      '/colleges?games=league-of-legends',
      '/colleges?games=marvel-rivals',
      '/colleges?games=rocket-league',
      '/colleges?games=valorant',
      '/colleges?scholarships=true',
    ]);
  });

  it('Learn: the first 5 pages by menu description else title, then "View all N articles..." above 5', () => {
    const nav = navFor({ learnPages: pages, learnTotal: 7 });
    expect(nav.learn).toEqual([
      { label: 'View All Content', href: '/learn' },
      { label: 'Menu 1', href: '/learn/page-1' },
      { label: 'Title 2', href: '/learn/page-2' },
      { label: 'Menu 3', href: '/learn/page-3' },
      { label: 'Title 4', href: '/learn/page-4' },
      { label: 'Menu 5', href: '/learn/page-5' },
      { label: 'View all 7 articles...', href: '/learn' },
    ]);
  });

  it('Learn: exactly 5 pages has no "View all" link; Add Page sits after View All Content', () => {
    const nav = navFor({ roles: grants('yes_staff'), learnPages: pages.slice(0, 5), learnTotal: 5 });
    expect(labels(nav.learn)).toEqual(['View All Content', 'Add Page', 'Menu 1', 'Title 2', 'Menu 3', 'Title 4', 'Menu 5']);
  });
});

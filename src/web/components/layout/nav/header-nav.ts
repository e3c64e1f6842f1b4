/**
 * What the header offers a user (spec section 2.2), as data: the desktop
 * bar and the mobile drawer both render this, and every gate is computed
 * here from the /api/me roles and flags with the shared access rules.
 */
import { canCreateTeam, canSeeDashboard, canWriteContent, isAdminOrDeveloper } from '#shared/access/access-rules.ts';
import { holdsFamilyRole } from '#shared/account/account-kinds.ts';
import { LEARN_MENU_PAGE_COUNT } from '#shared/constants.ts';
import type { ContentPageSummary } from '#shared/contracts/content.ts';
import type { MeResponse } from '#shared/contracts/me.ts';
import { flagEnabled } from '#shared/access/flags.ts';
import type { GameSlug } from '#shared/recruiting/game-catalog.ts';
import { paths } from '#web/config/paths.ts';

export interface NavLink {
  label: string;
  href: string;
}

export interface HeaderNav {
  features: NavLink;
  /** null when flag teams_management is off. */
  teamTools: NavLink[] | null;
  collegeRecruiting: NavLink[];
  learn: NavLink[];
  dashboard: NavLink | null;
  inbox: NavLink | null;
  testing: NavLink | null;
  /** Signed in: the user's home (docs/decisions/068). */
  home: NavLink | null;
  /** The teams the user is on, each to its team page; null when none (or the teams feature is off for them). */
  myTeams: NavLink[] | null;
  /** Parents and guardians: the Guardian page. */
  guardian: NavLink | null;
}

export interface HeaderNavInput {
  isSignedIn: boolean;
  roles: MeResponse['roles'];
  flags: MeResponse['flags'];
  /** Published pages by display order (the Learn menu takes the first 5). */
  learnPages: readonly Pick<ContentPageSummary, 'slug' | 'title' | 'menuDescription'>[];
  learnTotal: number;
  /** The teams the user is on (/api/me). */
  teams?: MeResponse['teams'];
}

/** The College Recruiting menu's games (spec 2.2), each linking to /colleges?games=<title slug> (docs/decisions/031). */
export const COLLEGE_GAMES = [
  { label: 'League of Legends', slug: 'league-of-legends' },
  { label: 'Marvel Rivals', slug: 'marvel-rivals' },
  { label: 'Rocket League', slug: 'rocket-league' },
  { label: 'Valorant', slug: 'valorant' },
] as const satisfies readonly { label: string; slug: GameSlug }[];

export function viewAllArticlesLabel(total: number) {
  return `View all ${total} articles...`;
}

export const MY_TEAMS_LABEL = 'My teams';

export function buildHeaderNav({ isSignedIn, roles, flags, learnPages, learnTotal, teams = [] }: HeaderNavInput): HeaderNav {
  const teamsReachable = flagEnabled(flags, 'teams_management') || isAdminOrDeveloper(roles);
  const teamTools = flagEnabled(flags, 'teams_management')
    ? [
        { label: 'Find Teams', href: paths.teams.root.getHref() },
        ...(canCreateTeam(roles) ? [{ label: 'Create Team', href: paths.teams.create.getHref() }] : []),
        { label: 'High School Teams', href: paths.teams.root.getHref('high_school') },
        { label: 'College Teams', href: paths.teams.root.getHref('college') },
        { label: 'Pro Teams', href: paths.teams.root.getHref('pro_team') },
      ]
    : null;

  const collegeRecruiting = [
    { label: 'College Esports Programs', href: paths.colleges.getHref({ hasProgram: true }) },
    ...COLLEGE_GAMES.map((game) => ({ label: game.label, href: paths.colleges.getHref({ games: game.slug }) })),
    { label: 'Scholarship Programs', href: paths.colleges.getHref({ scholarships: true }) },
  ];

  const total = Math.max(learnTotal, learnPages.length);
  const learn = [
    { label: 'View All Content', href: paths.learn.root.getHref() },
    ...(canWriteContent(roles) ? [{ label: 'Add Page', href: paths.learn.new.getHref() }] : []),
    ...learnPages.slice(0, LEARN_MENU_PAGE_COUNT).map((page) => ({
      label: page.menuDescription || page.title,
      href: paths.learn.page.getHref(page.slug),
    })),
    ...(total > LEARN_MENU_PAGE_COUNT ? [{ label: viewAllArticlesLabel(total), href: paths.learn.root.getHref() }] : []),
  ];

  return {
    features: { label: 'Features', href: paths.features.getHref() },
    teamTools,
    collegeRecruiting,
    learn,
    dashboard: isSignedIn && canSeeDashboard(roles) ? { label: 'Dashboard', href: paths.recruitingDashboard.getHref() } : null,
    inbox: isSignedIn ? { label: 'Inbox', href: paths.inbox.getHref() } : null,
    testing: flagEnabled(flags, 'testing_dashboard') ? { label: 'Testing dashboard', href: paths.testing.getHref() } : null,
    home: isSignedIn ? { label: 'Home', href: paths.myHome.getHref() } : null,
    myTeams:
      isSignedIn && teamsReachable && teams.length > 0
        ? teams.map((team) => ({ label: team.name, href: paths.teams.manage.getHref(team.id) }))
        : null,
    guardian: isSignedIn && holdsFamilyRole(roles) ? { label: 'Guardian', href: paths.guardian.root.getHref() } : null,
  };
}

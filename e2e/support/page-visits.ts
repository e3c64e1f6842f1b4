/**
 * Where each page of the registry is opened, and as whom, on the demo data:
 * one table for the layout check (e2e/app/layout-check.spec.ts) and the
 * route JavaScript benchmark (bench/bundle-size.ts). Typed Record<PageId, ...>,
 * so a new page without an entry does not typecheck. `also`: other kinds of
 * user who see their own version of the page (the layout check opens it as
 * each; the benchmark once, as `viewer`).
 */
import type { PageId } from '../../src/shared/pages/page-list.ts';

export type Viewer = 'visitor' | 'Player' | 'Guardian' | 'College admin' | 'Team owner' | 'Platform admin';

/** A page's address: fixed, or found from a link on another page (the demo data's first one). */
export type Address = string | { linkOn: string; prefix: string; suffix?: string; otherwise: string; uuid?: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const DEMO_COLLEGE = '/college/demo-university';
const NO_TOKEN = 'no-such-token';

/** `also`: other kinds of user who see their own version of the page. */
export const VISITS: Record<PageId, { viewer: Viewer; address: Address; also?: Viewer[] }> = {
  home: { viewer: 'visitor', address: '/' },
  legacyHome: { viewer: 'visitor', address: '/legacy-home' },
  about: { viewer: 'visitor', address: '/about' },
  features: { viewer: 'visitor', address: '/features' },
  contact: { viewer: 'visitor', address: '/contact' },
  privacy: { viewer: 'visitor', address: '/privacy' },
  terms: { viewer: 'visitor', address: '/terms' },
  'auth.root': { viewer: 'visitor', address: '/auth?tab=get-started' },
  'auth.resetPassword': { viewer: 'visitor', address: '/auth/reset-password' },
  'auth.claimAccount': { viewer: 'visitor', address: `/auth/claim-account?token=${NO_TOKEN}` },
  'auth.confirmEmail': { viewer: 'visitor', address: `/auth/confirm-email?token=${NO_TOKEN}` },
  colleges: { viewer: 'visitor', address: '/colleges' },
  college: { viewer: 'visitor', address: DEMO_COLLEGE },
  shortLink: { viewer: 'visitor', address: `/r/${NO_TOKEN}` },
  applicationView: { viewer: 'visitor', address: `/application/view/${NO_TOKEN}` },
  applicationConfirm: { viewer: 'visitor', address: `/application/confirm/${NO_TOKEN}` },
  applicationGuardian: { viewer: 'visitor', address: `/application/guardian/${NO_TOKEN}` },
  'learn.root': { viewer: 'visitor', address: '/learn' },
  'learn.page': { viewer: 'visitor', address: { linkOn: '/learn', prefix: '/learn/', otherwise: '/learn/no-such-page' } },
  'news.root': { viewer: 'visitor', address: '/news' },
  'news.article': { viewer: 'visitor', address: { linkOn: '/news', prefix: '/news/', otherwise: '/news/no-such-article' } },
  players: { viewer: 'visitor', address: '/players' },
  player: { viewer: 'visitor', address: { linkOn: '/leaderboard', prefix: '/player/', otherwise: '/player/no-such-player' } },
  playerCard: { viewer: 'visitor', address: { linkOn: '/leaderboard', prefix: '/player/', suffix: '/card', otherwise: '/player/no-such-player/card' } },
  recruitingSuccess: { viewer: 'visitor', address: { linkOn: '/', prefix: '/recruiting-success/', otherwise: '/recruiting-success/no-such-outcome' } },
  recruitingStatusWidget: { viewer: 'visitor', address: '/recruiting-status-widget' },
  leaderboard: { viewer: 'visitor', address: '/leaderboard' },
  mrCooldowns: { viewer: 'visitor', address: '/mr/cooldowns' },
  'guardian.accept': { viewer: 'visitor', address: `/guardian/accept?token=${NO_TOKEN}` },
  collegeInvitation: { viewer: 'visitor', address: `/college-invitation?token=${NO_TOKEN}` },
  practiceRsvp: { viewer: 'visitor', address: `/rsvp?token=${NO_TOKEN}` },
  'teams.page': { viewer: 'visitor', address: { linkOn: '/teams', prefix: '/teams/', otherwise: '/teams/00000000-0000-4000-8000-000000000000' } },

  myHome: { viewer: 'Player', address: '/home', also: ['Guardian', 'Team owner', 'College admin', 'Platform admin'] },
  account: { viewer: 'Player', address: '/account' },
  lists: { viewer: 'Player', address: '/lists' },
  inbox: { viewer: 'Player', address: '/inbox' },
  conversation: { viewer: 'Player', address: { linkOn: '/inbox', prefix: '/inbox/', otherwise: '/inbox/00000000-0000-4000-8000-000000000000' } },
  onboarding: { viewer: 'Player', address: '/onboarding' },
  profileOnboarding: { viewer: 'Player', address: '/profile-onboarding' },
  welcome: { viewer: 'Player', address: '/welcome' },
  matchmaking: { viewer: 'Player', address: '/matchmaking' },
  playerCollegeBoard: { viewer: 'Player', address: { linkOn: '/account', prefix: '/player/', suffix: '/college-board', otherwise: '/player/parker-player/college-board' } },
  playerPipeline: { viewer: 'Player', address: { linkOn: '/account', prefix: '/player/', suffix: '/pipeline', otherwise: '/player/parker-player/pipeline' } },
  recruitingStatus: { viewer: 'Player', address: { linkOn: '/account', prefix: '/recruiting-status/', otherwise: '/recruiting-status/00000000-0000-4000-8000-000000000000' } },
  subscription: { viewer: 'Player', address: '/subscription' },
  subscriptionSuccess: { viewer: 'Player', address: '/success' },
  edgeFunctionTest: { viewer: 'Player', address: '/edge-function-test' },

  'guardian.root': { viewer: 'Guardian', address: '/guardian' },

  recruitingDashboard: { viewer: 'College admin', address: '/recruiting-dashboard' },
  pipeline: { viewer: 'College admin', address: '/pipeline' },
  collegeRecruiting: { viewer: 'College admin', address: `${DEMO_COLLEGE}/recruiting` },
  collegeEdit: { viewer: 'College admin', address: `${DEMO_COLLEGE}/edit` },
  collegeApply: { viewer: 'College admin', address: { linkOn: `${DEMO_COLLEGE}/recruiting`, prefix: `${DEMO_COLLEGE}/apply/`, otherwise: `${DEMO_COLLEGE}/apply/00000000-0000-4000-8000-000000000000` } },

  'teams.root': { viewer: 'Team owner', address: '/teams' },
  'teams.manage': { viewer: 'Team owner', address: { linkOn: '/teams', prefix: '/teams/', suffix: '/manage', otherwise: '/teams/00000000-0000-4000-8000-000000000000/manage', uuid: true } },
  'teams.settings': { viewer: 'Team owner', address: { linkOn: '/teams', prefix: '/teams/', suffix: '/settings', otherwise: '/teams/00000000-0000-4000-8000-000000000000/settings', uuid: true } },
  teamPlayers: { viewer: 'Team owner', address: '/team-players' },
  'teamPlayers.create': { viewer: 'Team owner', address: '/players/create' },

  'teams.create': { viewer: 'Platform admin', address: '/teams/create' },
  testing: { viewer: 'Platform admin', address: '/testing' },
  adminAlerts: { viewer: 'Platform admin', address: '/admin/alerts' },
  'learn.new': { viewer: 'Platform admin', address: '/learn/new' },
  'learn.edit': { viewer: 'Platform admin', address: { linkOn: '/learn', prefix: '/learn/', suffix: '/edit', otherwise: '/learn/no-such-page/edit' } },
  'news.new': { viewer: 'Platform admin', address: '/news/new' },
  'news.edit': { viewer: 'Platform admin', address: { linkOn: '/news', prefix: '/news/', suffix: '/edit', otherwise: '/news/no-such-article/edit' } },
};

/**
 * The address a link-found page opens: the first link on `linkOn` to a page of that kind (its first path
 * segment after the prefix), not the "new" or "create" page of that kind (on /learn an admin's first /learn/
 * link is /learn/new); with `uuid`, only a record's id (on /teams the first /teams/ link is /teams/create).
 * `otherwise` when there is none.
 */
export function addressFromLinks(address: Exclude<Address, string>, hrefs: string[]): string {
  const found = hrefs
    .map((href) => href.slice(address.prefix.length).split(/[/?#]/)[0] ?? '')
    .find((segment) => (address.uuid ? UUID.test(segment) : Boolean(segment) && segment !== 'new' && segment !== 'create'));
  if (!found) return address.otherwise;
  return `${address.prefix}${found}${address.suffix ?? ''}`;
}

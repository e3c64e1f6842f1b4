/**
 * The page registry (docs/decisions/061): every page of the web client, once.
 * Each entry is a page's route pattern (`path`, React Router syntax) and its
 * link builder (`getHref`): components link with
 * `paths.auth.resetPassword.getHref()`. From this object come the router's
 * route list (src/web/app/page-routes.ts names one route module per page, and
 * the type checker refuses a page without one) and the server's list of
 * client paths (client-routes.ts: other paths answer 404). A new page: an
 * entry here, its module there.
 */
/** The views of /auth, chosen with ?tab=. */
export const AUTH_TABS = ['sign-in', 'get-started', 'forgot-password'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  /** The signed-in home: each role's sections, most specific first (issue 26.2, docs/decisions/068). */
  myHome: {
    path: '/home',
    getHref: () => '/home',
  },
  legacyHome: {
    path: '/legacy-home',
    getHref: () => '/legacy-home',
  },
  about: {
    path: '/about',
    getHref: () => '/about',
  },
  recruitingDashboard: {
    path: '/recruiting-dashboard',
    getHref: () => '/recruiting-dashboard',
  },
  /** The weekly points leaderboard per game (issue 14.3, docs/decisions/048). */
  leaderboard: {
    path: '/leaderboard',
    getHref: (game?: string) => (game ? `/leaderboard?game=${encodeURIComponent(game)}` : '/leaderboard'),
  },
  /** The Marvel Rivals cooldown board (issue 14.7, docs/decisions/045). */
  mrCooldowns: {
    path: '/mr/cooldowns',
    getHref: () => '/mr/cooldowns',
  },
  /** Matchmaking (issue 14.6, docs/decisions/047): `mode` is the tab (?mode=). */
  matchmaking: {
    path: '/matchmaking',
    getHref: (mode?: 'teams' | 'players' | 'scrims') => (mode && mode !== 'teams' ? `/matchmaking?mode=${mode}` : '/matchmaking'),
  },
  /** The pipeline board (issue 13.1, docs/decisions/036); `programId`: the program shown (?program=). */
  pipeline: {
    path: '/pipeline',
    getHref: (programId?: string) => (programId ? `/pipeline?program=${encodeURIComponent(programId)}` : '/pipeline'),
  },
  /** Plans and billing (issue 14.5, docs/decisions/046); `subject`: the team, college or user shown (?team=, ?college=, ?user=). */
  subscription: {
    path: '/subscription',
    getHref: (subject?: { type: 'team' | 'college' | 'user'; id: string }) =>
      subject ? `/subscription?${subject.type}=${encodeURIComponent(subject.id)}` : '/subscription',
  },
  /** After Stripe Checkout: confirms the plan the server has for the subject. */
  subscriptionSuccess: {
    path: '/success',
    getHref: (subject: { type: 'team' | 'college' | 'user'; id: string }) => `/success?${subject.type}=${encodeURIComponent(subject.id)}`,
  },
  auth: {
    root: {
      path: '/auth',
      getHref: (tab?: AuthTab) => (tab ? `/auth?tab=${tab}` : '/auth'),
    },
    resetPassword: {
      path: '/auth/reset-password',
      getHref: (token?: string) =>
        token ? `/auth/reset-password?token=${encodeURIComponent(token)}` : '/auth/reset-password',
    },
    claimAccount: {
      path: '/auth/claim-account',
      getHref: (token: string) => `/auth/claim-account?token=${encodeURIComponent(token)}`,
    },
    confirmEmail: {
      path: '/auth/confirm-email',
      getHref: (token: string) => `/auth/confirm-email?token=${encodeURIComponent(token)}`,
    },
  },
  account: {
    path: '/account',
    getHref: () => '/account',
  },
  features: {
    path: '/features',
    getHref: () => '/features',
  },
  contact: {
    path: '/contact',
    getHref: () => '/contact',
  },
  privacy: {
    path: '/privacy',
    getHref: () => '/privacy',
  },
  terms: {
    path: '/terms',
    getHref: () => '/terms',
  },
  colleges: {
    path: '/colleges',
    /**
     * Optional filters: ?games=<title slug>, ?scholarships=true or ?hasProgram=true (the header's College Recruiting
     * links), or the directory's own query string (docs/decisions/029, 031).
     */
    getHref: (filter?: { games?: string; scholarships?: boolean; hasProgram?: boolean } | URLSearchParams) => {
      const query = filter instanceof URLSearchParams ? filter : new URLSearchParams();
      if (filter && !(filter instanceof URLSearchParams)) {
        if (filter.games) query.set('games', filter.games);
        if (filter.scholarships) query.set('scholarships', 'true');
        if (filter.hasProgram) query.set('hasProgram', 'true');
      }
      const search = query.toString();
      return search ? `/colleges?${search}` : '/colleges';
    },
  },
  college: {
    path: '/college/:slug',
    /** `program`: the tab to open (programParam: `valorant-varsity`); the first one without it. */
    getHref: (slug: string, program?: string) => `/college/${encodeURIComponent(slug)}${program ? `?program=${encodeURIComponent(program)}` : ''}`,
  },
  /** The emailed invitation to join a college's staff (docs/decisions/034). */
  collegeInvitation: {
    path: '/college-invitation',
    getHref: (token: string) => `/college-invitation?token=${encodeURIComponent(token)}`,
  },
  /** The program recruiting hub (issue 13.3): ?program=<id>, ?tab=, ?form=<id> (the builder). */
  collegeRecruiting: {
    path: '/college/:slug/recruiting',
    getHref: (slug: string, search: { program?: string; tab?: string; form?: string } = {}) => {
      const query = new URLSearchParams(Object.entries(search).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
      return `/college/${encodeURIComponent(slug)}/recruiting${query ? `?${query}` : ''}`;
    },
  },
  /** A short link (docs/decisions/039): the server redirects; the SPA renders it only when it does not. */
  shortLink: {
    path: '/r/:code',
    getHref: (code: string) => `/r/${encodeURIComponent(code)}`,
  },
  collegeEdit: {
    path: '/college/:slug/edit',
    /** `tab`: general (default) or programs (docs/decisions/033). */
    getHref: (slug: string, tab?: string) => `/college/${encodeURIComponent(slug)}/edit${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`,
  },
  /** A published interest form's public page (issue 13.4, docs/decisions/038); `via`: the short link's code. */
  collegeApply: {
    path: '/college/:slug/apply/:formId',
    getHref: (slug: string, formId: string, via?: string) =>
      `/college/${encodeURIComponent(slug)}/apply/${encodeURIComponent(formId)}${via ? `?via=${encodeURIComponent(via)}` : ''}`,
  },
  /** The submitter's application page (issue 13.5): the token is the link's secret. */
  applicationView: {
    path: '/application/view/:token',
    getHref: (token: string) => `/application/view/${encodeURIComponent(token)}`,
  },
  /** The emailed link that confirms a visitor's repeat of a form (decision 038): the token is the link's secret. */
  applicationConfirm: {
    path: '/application/confirm/:token',
    getHref: (token: string) => `/application/confirm/${encodeURIComponent(token)}`,
  },
  /** The link in an unverified guardian's email (decision 038, session 26): what the player sent. The token is the link's secret. */
  applicationGuardian: {
    path: '/application/guardian/:token',
    getHref: (token: string) => `/application/guardian/${encodeURIComponent(token)}`,
  },
  /**
   * A practice reminder's answer link (issue 26.9, docs/decisions/073): works
   * signed out; `token` is the link's secret, `answer` the one clicked in the email.
   */
  practiceRsvp: {
    path: '/rsvp',
    getHref: (token: string, answer?: 'attending' | 'maybe' | 'not_attending') =>
      `/rsvp?token=${encodeURIComponent(token)}${answer ? `&answer=${answer}` : ''}`,
  },
  teams: {
    root: {
      path: '/teams',
      getHref: (type?: 'high_school' | 'college' | 'pro_team') => (type ? `/teams?type=${type}` : '/teams'),
    },
    create: {
      path: '/teams/create',
      getHref: () => '/teams/create',
    },
    /** The public team page (issue 26.8, docs/decisions/071): Find Teams cards open it. */
    page: {
      path: '/teams/:teamId',
      getHref: (teamId: string) => `/teams/${encodeURIComponent(teamId)}`,
    },
    manage: {
      path: '/teams/:teamId/manage',
      getHref: (teamId: string) => `/teams/${encodeURIComponent(teamId)}/manage`,
    },
    settings: {
      path: '/teams/:teamId/settings',
      getHref: (teamId: string) => `/teams/${encodeURIComponent(teamId)}/settings`,
    },
  },
  teamPlayers: {
    /** The same screen as /players (spec 2.1). */
    path: '/team-players',
    getHref: () => '/team-players',
    create: {
      path: '/players/create',
      getHref: () => '/players/create',
    },
  },
  learn: {
    root: {
      path: '/learn',
      getHref: () => '/learn',
    },
    new: {
      path: '/learn/new',
      getHref: () => '/learn/new',
    },
    page: {
      path: '/learn/:slug',
      getHref: (slug: string) => `/learn/${encodeURIComponent(slug)}`,
    },
    edit: {
      path: '/learn/:slug/edit',
      getHref: (slug: string) => `/learn/${encodeURIComponent(slug)}/edit`,
    },
  },
  news: {
    root: {
      path: '/news',
      getHref: (page?: number) => (page && page > 1 ? `/news?page=${page}` : '/news'),
    },
    new: {
      path: '/news/new',
      getHref: () => '/news/new',
    },
    article: {
      path: '/news/:slug',
      getHref: (slug: string) => `/news/${encodeURIComponent(slug)}`,
    },
    edit: {
      path: '/news/:slug/edit',
      getHref: (slug: string) => `/news/${encodeURIComponent(slug)}/edit`,
    },
  },
  inbox: {
    path: '/inbox',
    getHref: () => '/inbox',
  },
  conversation: {
    path: '/inbox/:conversationId',
    getHref: (conversationId: string) => `/inbox/${encodeURIComponent(conversationId)}`,
  },
  lists: {
    path: '/lists',
    /** ?list=<id> opens that list. */
    getHref: (listId?: string) => (listId ? `/lists?list=${encodeURIComponent(listId)}` : '/lists'),
  },
  onboarding: {
    path: '/onboarding',
    getHref: () => '/onboarding',
  },
  profileOnboarding: {
    path: '/profile-onboarding',
    getHref: () => '/profile-onboarding',
  },
  welcome: {
    path: '/welcome',
    getHref: () => '/welcome',
  },
  testing: {
    path: '/testing',
    getHref: () => '/testing',
  },
  edgeFunctionTest: {
    path: '/edge-function-test',
    getHref: () => '/edge-function-test',
  },
  players: {
    path: '/players',
    /** ?game=&minTier=... : the recruiter search's filters (issue 11.6). */
    getHref: (search?: string) => (search ? `/players?${search}` : '/players'),
  },
  player: {
    path: '/player/:slug',
    /** `preview`: open as "Preview as a recruiter" (the owner only). */
    getHref: (slug: string, preview?: 'recruiter') => `/player/${encodeURIComponent(slug)}${preview ? `?preview=${preview}` : ''}`,
  },
  playerCard: {
    path: '/player/:slug/card',
    getHref: (slug: string) => `/player/${encodeURIComponent(slug)}/card`,
  },
  /** The player's college board (issue 13.8): the player, their guardians and platform staff. */
  playerCollegeBoard: {
    path: '/player/:slug/college-board',
    getHref: (slug: string) => `/player/${encodeURIComponent(slug)}/college-board`,
  },
  /** The player's own pipeline (issue 13.8). */
  playerPipeline: {
    path: '/player/:slug/pipeline',
    getHref: (slug: string) => `/player/${encodeURIComponent(slug)}/pipeline`,
  },
  /** An outcome's status page (issue 13.7, another part of the issue). */
  /** One outcome's or application's status (issue 13.7, docs/decisions/041). */
  recruitingStatus: {
    path: '/recruiting-status/:id',
    getHref: (id: string) => `/recruiting-status/${encodeURIComponent(id)}`,
  },
  /** The celebration and share page of a confirmed, public commitment. */
  recruitingSuccess: {
    path: '/recruiting-success/:id',
    getHref: (id: string) => `/recruiting-success/${encodeURIComponent(id)}`,
  },
  /** The embeddable widget (`?college=` or `?player=`): outside the app shell. */
  recruitingStatusWidget: {
    path: '/recruiting-status-widget',
    getHref: (query: { college: string } | { player: string }) =>
      'college' in query ? `/recruiting-status-widget?college=${encodeURIComponent(query.college)}` : `/recruiting-status-widget?player=${encodeURIComponent(query.player)}`,
  },
  guardian: {
    root: {
      path: '/guardian',
      getHref: () => '/guardian',
    },
    accept: {
      path: '/guardian/accept',
      getHref: (token: string) => `/guardian/accept?token=${encodeURIComponent(token)}`,
    },
  },
  adminAlerts: {
    path: '/admin/alerts',
    getHref: () => '/admin/alerts',
  },
} as const;

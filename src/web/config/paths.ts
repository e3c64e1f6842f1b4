/**
 * Every client route in one typed registry: components link with
 * `paths.auth.resetPassword.getHref()`, the router uses `.path`, so no URL
 * string is typed twice.
 */
/** The views of /auth, chosen with ?tab=. */
export const AUTH_TABS = ['sign-in', 'get-started', 'forgot-password'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
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
  teams: {
    root: {
      path: '/teams',
      getHref: (type?: 'high_school' | 'college' | 'pro_team') => (type ? `/teams?type=${type}` : '/teams'),
    },
    create: {
      path: '/teams/create',
      getHref: () => '/teams/create',
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

/** Server endpoints, also declared once. */
export const apiPaths = {
  me: '/api/me',
  mrHeroes: '/api/mr/heroes',
  mrHero: (heroId: string) => `/api/mr/heroes/${encodeURIComponent(heroId)}`,
  mrHeroAbilities: (heroId: string) => `/api/mr/heroes/${encodeURIComponent(heroId)}/abilities`,
  mrAbility: (abilityId: string) => `/api/mr/abilities/${encodeURIComponent(abilityId)}`,
  rankLadders: '/api/rank-ladders',
  profileSetup: '/api/profile/setup',
  profileSetupStep: (step: string) => `/api/profile/setup/${encodeURIComponent(step)}`,
  profileSetupFinish: '/api/profile/setup/finish',
  profileSlugAvailable: (slug: string) => `/api/profile/slug-available?slug=${encodeURIComponent(slug)}`,
  account: '/api/account',
  signUp: '/api/account/sign-up',
  claimInfo: (token: string) => `/api/account/claim/${encodeURIComponent(token)}`,
  claimAccount: '/api/account/claim',
  confirmEmail: '/api/account/confirm-email',
  signIn: '/api/auth/sign-in/email',
  signOut: '/api/auth/sign-out',
  requestPasswordReset: '/api/auth/request-password-reset',
  resetPassword: '/api/auth/reset-password',
  changePassword: '/api/auth/change-password',
  accountSessions: '/api/account/sessions',
  accountSession: (sessionId: string) => `/api/account/sessions/${encodeURIComponent(sessionId)}`,
  revokeOtherSessions: '/api/account/sessions/revoke-others',
  adminFlags: '/api/admin/flags',
  adminFlag: (key: string) => `/api/admin/flags/${encodeURIComponent(key)}`,
  adminFindUser: (email: string) => `/api/admin/users?email=${encodeURIComponent(email)}`,
  adminUserRoles: (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/roles`,
  adminUserRole: (userId: string, role: string, collegeId?: string | null) =>
    `/api/admin/users/${encodeURIComponent(userId)}/roles/${encodeURIComponent(role)}${collegeId ? `?collegeId=${encodeURIComponent(collegeId)}` : ''}`,
  adminOutbox: (to?: string) => (to ? `/api/admin/outbox?to=${encodeURIComponent(to)}` : '/api/admin/outbox'),
  adminActivity: (limit: number) => `/api/admin/activity?limit=${limit}`,
  adminAnalytics: (chart: string, range: { from: string; to: string }) =>
    `/api/admin/analytics/${encodeURIComponent(chart)}?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`,
  trackingEvents: '/api/tracking/events',
  trackingConsent: '/api/tracking/consent',
  adminFunctions: '/api/admin/functions',
  adminFunction: (name: string) => `/api/admin/functions/${encodeURIComponent(name)}`,
  contact: '/api/contact',
  playerCard: (slug: string) => `/api/players/${encodeURIComponent(slug)}/card`,
  contentPages: '/api/content-pages',
  contentPage: (slug: string) => `/api/content-pages/${encodeURIComponent(slug)}`,
  contentPageById: (id: string) => `/api/content-pages/${encodeURIComponent(id)}`,
  news: '/api/news',
  newsArticle: (slug: string) => `/api/news/${encodeURIComponent(slug)}`,
  newsArticleById: (id: string) => `/api/news/${encodeURIComponent(id)}`,
  alerts: '/api/alerts',
  adminAlerts: '/api/admin/alerts',
  adminAlert: (id: string) => `/api/admin/alerts/${encodeURIComponent(id)}`,
  esportsTitles: '/api/esports-titles',
  teams: (query?: string) => (query ? `/api/teams?${query}` : '/api/teams'),
  teamPlayers: (query?: string) => (query ? `/api/team-players?${query}` : '/api/team-players'),
  teamPlayerClaimLink: (userId: string) => `/api/team-players/${encodeURIComponent(userId)}/claim-link`,
  teamPlayerEvaluation: (userId: string) => `/api/team-players/${encodeURIComponent(userId)}/evaluation`,
  teamPlayerEvaluations: (userId: string) => `/api/team-players/${encodeURIComponent(userId)}/evaluations`,
  team: (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}`,
  teamManage: (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/manage`,
  teamTransferOwnership: (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/transfer-ownership`,
  teamArchive: (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/archive`,
  teamUserSearch: (teamId: string, query: string) => `/api/teams/${encodeURIComponent(teamId)}/user-search?${query}`,
  /** kind: game-profiles, members, staff, practices, tournaments, recruiting-posts, achievements. */
  teamItems: (teamId: string, kind: TeamItemKind) => `/api/teams/${encodeURIComponent(teamId)}/${kind}`,
  teamItem: (teamId: string, kind: TeamItemKind, itemId: string) =>
    `/api/teams/${encodeURIComponent(teamId)}/${kind}/${encodeURIComponent(itemId)}`,
  practiceAttendance: (teamId: string, practiceId: string) =>
    `/api/teams/${encodeURIComponent(teamId)}/practices/${encodeURIComponent(practiceId)}/attendance`,
  practiceReminders: (teamId: string, practiceId: string) =>
    `/api/teams/${encodeURIComponent(teamId)}/practices/${encodeURIComponent(practiceId)}/reminders`,
  teamCalendarFeed: (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/calendar-feed`,
  /** The Gold team calendar link (docs/decisions/052). */
  teamBrand: (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/brand`,
  teamCalendarLink: (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/team-calendar`,
  calendarIcs: (token: string) => `/api/calendar/${encodeURIComponent(token)}.ics`,
  /** The viewer's own pending team invitations, and answering one (docs/decisions/015). */
  myTeamInvitations: '/api/team-invitations',
  /** Plans and billing (docs/decisions/046). */
  subscriptions: (query?: string) => (query ? `/api/subscriptions?${query}` : '/api/subscriptions'),
  subscriptionSubject: (subjectType: string, subjectId: string) => `/api/subscriptions/${encodeURIComponent(subjectType)}/${encodeURIComponent(subjectId)}`,
  subscriptionPlanByHand: (subjectType: string, subjectId: string) =>
    `/api/subscriptions/${encodeURIComponent(subjectType)}/${encodeURIComponent(subjectId)}/plan`,
  subscriptionCheckout: '/api/subscriptions/checkout',
  subscriptionPortal: '/api/subscriptions/portal',
  teamInvitationAnswer: (invitationId: string, answer: 'accept' | 'decline') =>
    `/api/team-invitations/${encodeURIComponent(invitationId)}/${answer}`,
  teamAnalytics: (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/analytics`,
  /** Gold contract management (docs/decisions/052). */
  teamContracts: (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/contracts`,
  teamContract: (teamId: string, kind: string, itemId: string) =>
    `/api/teams/${encodeURIComponent(teamId)}/contracts/${encodeURIComponent(kind)}/${encodeURIComponent(itemId)}`,
  /** query: starred=true, before=<conversationId>, limit. */
  conversations: (query?: string) => (query ? `/api/conversations?${query}` : '/api/conversations'),
  conversation: (conversationId: string) => `/api/conversations/${encodeURIComponent(conversationId)}`,
  unreadCount: '/api/conversations/unread-count',
  messagingUserSearch: (q: string) => `/api/conversations/user-search?q=${encodeURIComponent(q)}`,
  profileSearch: (q: string) => `/api/profiles/search?q=${encodeURIComponent(q)}`,
  players: (search: string) => (search ? `/api/players?${search}` : '/api/players'),
  /** Matchmaking (docs/decisions/047); `search`: the filters' query string. */
  matchmakingTeams: (search: string) => (search ? `/api/matchmaking/teams?${search}` : '/api/matchmaking/teams'),
  matchmakingApply: (postId: string) => `/api/matchmaking/posts/${encodeURIComponent(postId)}/applications`,
  teamRecruitingApplications: (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/recruiting-applications`,
  matchmakingMyTeams: '/api/matchmaking/my-teams',
  matchmakingPlayers: (search: string) => `/api/matchmaking/players?${search}`,
  matchmakingScrims: (search: string) => `/api/matchmaking/scrims?${search}`,
  matchmakingTryout: (teamId: string) => `/api/matchmaking/teams/${encodeURIComponent(teamId)}/tryout-invitations`,
  /** Find players for college staff (docs/decisions/047, session 23); `search`: the filters' query string. */
  matchmakingProgramPlayers: (programId: string, search: string) => `/api/matchmaking/programs/${encodeURIComponent(programId)}/players${search ? `?${search}` : ''}`,
  matchmakingProgramTryout: (programId: string) => `/api/matchmaking/programs/${encodeURIComponent(programId)}/tryout-invitations`,
  matchmakingScrimProposals: (teamId: string) => `/api/matchmaking/teams/${encodeURIComponent(teamId)}/scrim-proposals`,
  matchmakingScrimAnswer: (teamId: string, proposalId: string, answer: 'accept' | 'decline') =>
    `/api/matchmaking/teams/${encodeURIComponent(teamId)}/scrim-proposals/${encodeURIComponent(proposalId)}/${answer}`,
  /** The pipeline board (docs/decisions/036); `search`: the filters' query string. */
  pipelineBoard: (programId: string, search?: string) => `/api/programs/${encodeURIComponent(programId)}/pipeline${search ? `?${search}` : ''}`,
  pipelineList: (programId: string, search: string) => `/api/programs/${encodeURIComponent(programId)}/pipeline/list?${search}`,
  pipelineEntries: (programId: string) => `/api/programs/${encodeURIComponent(programId)}/pipeline/entries`,
  pipelineEntry: (programId: string, entryId: string) => `/api/programs/${encodeURIComponent(programId)}/pipeline/entries/${encodeURIComponent(entryId)}`,
  pipelineEntryPart: (programId: string, entryId: string, part: 'move' | 'notes' | 'message') =>
    `/api/programs/${encodeURIComponent(programId)}/pipeline/entries/${encodeURIComponent(entryId)}/${part}`,
  pipelineNote: (programId: string, entryId: string, noteId: string) =>
    `/api/programs/${encodeURIComponent(programId)}/pipeline/entries/${encodeURIComponent(entryId)}/notes/${encodeURIComponent(noteId)}`,
  /** Recording an outcome (issue 13.7, built by the outcomes part). */
  recruitingOutcomes: '/api/recruiting-outcomes',
  /** query: before=<messageId>, limit. */
  conversationMessages: (conversationId: string, query?: string) =>
    `/api/conversations/${encodeURIComponent(conversationId)}/messages${query ? `?${query}` : ''}`,
  conversationMessage: (conversationId: string, messageId: string) =>
    `/api/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}`,
  conversationRead: (conversationId: string) => `/api/conversations/${encodeURIComponent(conversationId)}/read`,
  conversationParticipants: (conversationId: string) => `/api/conversations/${encodeURIComponent(conversationId)}/participants`,
  conversationParticipant: (conversationId: string, userId: string) =>
    `/api/conversations/${encodeURIComponent(conversationId)}/participants/${encodeURIComponent(userId)}`,
  /** The player profile page's one request; `preview`: the owner's "Preview as a recruiter". */
  playerProfile: (slug: string, preview?: 'recruiter') =>
    `/api/players/${encodeURIComponent(slug)}${preview ? `?preview=${preview}` : ''}`,
  /** The colleges directory; `search`: its query string (docs/decisions/029). */
  colleges: (search: string) => (search ? `/api/colleges?${search}` : '/api/colleges'),
  college: (slug: string) => `/api/colleges/${encodeURIComponent(slug)}`,
  /** Claiming a college page (docs/decisions/032). */
  collegeClaims: (slug: string) => `/api/colleges/${encodeURIComponent(slug)}/claims`,
  myCollegeClaim: (slug: string) => `/api/colleges/${encodeURIComponent(slug)}/claims/mine`,
  /** College staff (docs/decisions/034). */
  collegeStaff: (slug: string) => `/api/colleges/${encodeURIComponent(slug)}/staff`,
  collegeStaffInvitations: (slug: string) => `/api/colleges/${encodeURIComponent(slug)}/staff/invitations`,
  collegeStaffInvitation: (slug: string, invitationId: string) =>
    `/api/colleges/${encodeURIComponent(slug)}/staff/invitations/${encodeURIComponent(invitationId)}`,
  collegeStaffInvitationResend: (slug: string, invitationId: string) =>
    `/api/colleges/${encodeURIComponent(slug)}/staff/invitations/${encodeURIComponent(invitationId)}/resend`,
  collegeStaffMember: (slug: string, userId: string) => `/api/colleges/${encodeURIComponent(slug)}/staff/${encodeURIComponent(userId)}`,
  collegeStaffConversation: (slug: string) => `/api/colleges/${encodeURIComponent(slug)}/staff-conversation`,
  collegeInvitationAnswer: (action: 'lookup' | 'accept' | 'decline') => `/api/college-invitations/${action}`,
  /** The college edit page (docs/decisions/033). */
  collegeEdit: (slug: string) => `/api/colleges/${encodeURIComponent(slug)}/edit`,
  collegePrograms: (slug: string) => `/api/colleges/${encodeURIComponent(slug)}/programs`,
  collegeProgram: (slug: string, programId: string) => `/api/colleges/${encodeURIComponent(slug)}/programs/${encodeURIComponent(programId)}`,
  /** A program's interest forms (issue 13.4, docs/decisions/037); `action`: draft, publish, close, reopen, settings. */
  programInterestForms: (programId: string) => `/api/programs/${encodeURIComponent(programId)}/interest-forms`,
  programInterestForm: (programId: string, formId: string, action?: 'draft' | 'publish' | 'close' | 'reopen' | 'settings') =>
    `/api/programs/${encodeURIComponent(programId)}/interest-forms/${encodeURIComponent(formId)}${action ? `/${action}` : ''}`,
  /** The signed-in player's match with a college's programs, and their college preferences (docs/decisions/030). */
  collegeMatch: (slug: string) => `/api/colleges/${encodeURIComponent(slug)}/match`,
  matchPreferences: '/api/profile/match-preferences',
  /** The programs of the colleges the viewer can view (the recruiter search's "Match for"). */
  myCollegePrograms: '/api/me/college-programs',
  adminCollegeClaims: '/api/admin/college-claims',
  /** Dead-lettered background jobs (docs/decisions/056). */
  adminDeadJobs: '/api/admin/jobs/dead',
  adminJobRetry: (jobId: string) => `/api/admin/jobs/${encodeURIComponent(jobId)}/retry`,
  adminCollegeClaimApprove: (claimId: string) => `/api/admin/college-claims/${encodeURIComponent(claimId)}/approve`,
  adminCollegeClaimReject: (claimId: string) => `/api/admin/college-claims/${encodeURIComponent(claimId)}/reject`,
  lists: '/api/lists',
  savedSearches: '/api/saved-searches',
  savedSearch: (searchId: string) => `/api/saved-searches/${encodeURIComponent(searchId)}`,
  list: (listId: string) => `/api/lists/${encodeURIComponent(listId)}`,
  listItems: (listId: string) => `/api/lists/${encodeURIComponent(listId)}/items`,
  listItem: (listId: string, itemId: string) => `/api/lists/${encodeURIComponent(listId)}/items/${encodeURIComponent(itemId)}`,
  listOrder: (listId: string) => `/api/lists/${encodeURIComponent(listId)}/order`,
  /** Which of my lists hold a player (`{ playerUserId }`) or a college (`{ collegeId }`). */
  listMemberships: (target: { playerUserId: string } | { collegeId: string }) =>
    'collegeId' in target
      ? `/api/lists/memberships?collegeId=${encodeURIComponent(target.collegeId)}`
      : `/api/lists/memberships?playerUserId=${encodeURIComponent(target.playerUserId)}`,
  /** The websocket (ws:// or wss:// on the page's own host). */
  realtime: '/api/realtime',
  // Short links (docs/decisions/039) and the recruiting dashboard (docs/decisions/040).
  programShortLinks: (programId: string) => `/api/programs/${encodeURIComponent(programId)}/short-links`,
  shortLink: (linkId: string) => `/api/short-links/${encodeURIComponent(linkId)}`,
  shortLinkStatus: (code: string) => `/api/short-links/${encodeURIComponent(code)}/status`,
  myCardShortLink: '/api/me/short-links/card',
  recruitingDashboard: '/api/recruiting-dashboard',
  programPipeline: (programId: string) => `/api/programs/${encodeURIComponent(programId)}/pipeline`,
  playerCollegeBoard: (slug: string) => `/api/players/${encodeURIComponent(slug)}/college-board`,
  playerCollegeBoardOrder: (slug: string) => `/api/players/${encodeURIComponent(slug)}/college-board/order`,
  playerCollegeBoardItem: (slug: string, programId: string) =>
    `/api/players/${encodeURIComponent(slug)}/college-board/${encodeURIComponent(programId)}`,
  playerPipeline: (slug: string) => `/api/players/${encodeURIComponent(slug)}/pipeline`,
  /** The colleges that viewed a player's profile, by week (docs/decisions/049). */
  playerProfileViews: (slug: string) => `/api/players/${encodeURIComponent(slug)}/profile-views`,
  playerPipelineItem: (slug: string, programId: string) => `/api/players/${encodeURIComponent(slug)}/pipeline/${encodeURIComponent(programId)}`,
  playerRecruitingPrograms: (q: string) => `/api/player-recruiting/programs?q=${encodeURIComponent(q)}`,
  recruitingEmailSettings: '/api/account/recruiting-emails',
  myPoints: (page: number) => `/api/points/me?page=${page}`,
  pointsLeaderboard: (game: string) => `/api/points/leaderboard?game=${encodeURIComponent(game)}`,
  pointsSettings: '/api/points/settings',
} as const;

export type TeamItemKind =
  | 'game-profiles'
  | 'members'
  | 'staff'
  | 'practices'
  | 'tournaments'
  | 'recruiting-posts'
  | 'achievements'
  | 'invitations';

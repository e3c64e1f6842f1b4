/**
 * Every server endpoint the client calls, declared once: features call
 * `api.get(apiPaths.team(id))`, never a '/api/...' string of their own.
 * src/server/http/api-paths.api.test.ts checks that each entry is an
 * operation of the server's OpenAPI document (or a listed exception).
 */
export const apiPaths = {
  me: '/api/me',
  /** The landing page's figures and real stories (docs/decisions/070). */
  landingFigures: '/api/landing-figures',
  /** The signed-in home in one request (docs/decisions/068). */
  home: '/api/home',
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
  /** timeZone: the viewer's, for the practice calendar's days (docs/decisions/084). */
  teamManage: (teamId: string, timeZone?: string) =>
    `/api/teams/${encodeURIComponent(teamId)}/manage${timeZone ? `?timeZone=${encodeURIComponent(timeZone)}` : ''}`,
  /** The public team page (docs/decisions/071). */
  teamPage: (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/page`,
  teamTransferOwnership: (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/transfer-ownership`,
  teamArchive: (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/archive`,
  teamUserSearch: (teamId: string, query: string) => `/api/teams/${encodeURIComponent(teamId)}/user-search?${query}`,
  /**
   * kind: game-profiles, members, staff, practices, tournaments, recruiting-posts, achievements (invitations: items only).
   * GET of practices with ?scope=upcoming|past|day (cursor, from, to): the manage screen's further pages (docs/decisions/084).
   */
  teamItems: (teamId: string, kind: Exclude<TeamItemKind, 'invitations'>) => `/api/teams/${encodeURIComponent(teamId)}/${kind}`,
  teamItem: (teamId: string, kind: TeamItemKind, itemId: string) =>
    `/api/teams/${encodeURIComponent(teamId)}/${kind}/${encodeURIComponent(itemId)}`,
  /** A weekly practice series (docs/decisions/072). */
  practiceSeries: (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/practice-series`,
  /** A practice, or with scope "following" it and the later ones of its series. */
  practiceInScope: (teamId: string, practiceId: string, scope: 'one' | 'following') =>
    `/api/teams/${encodeURIComponent(teamId)}/practices/${encodeURIComponent(practiceId)}?scope=${scope}`,
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
  /** A plan asked of platform staff where it cannot be bought online (docs/decisions/070). */
  subscriptionPlanRequest: '/api/subscriptions/plan-requests',
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
  /** "Invite to roster" on an application (docs/decisions/071). */
  teamApplicationInvite: (teamId: string, applicationId: string) =>
    `/api/teams/${encodeURIComponent(teamId)}/recruiting-applications/${encodeURIComponent(applicationId)}/invite`,
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
  /** The pipeline board (docs/decisions/036): GET with the filters' query string (`search`), POST adds a player. */
  pipelineBoard: (programId: string, search?: string) => `/api/programs/${encodeURIComponent(programId)}/pipeline${search ? `?${search}` : ''}`,
  pipelineList: (programId: string, search: string) => `/api/programs/${encodeURIComponent(programId)}/pipeline/list?${search}`,
  pipelineEntries: (programId: string) => `/api/programs/${encodeURIComponent(programId)}/pipeline/entries`,
  pipelineEntry: (programId: string, entryId: string) => `/api/programs/${encodeURIComponent(programId)}/pipeline/entries/${encodeURIComponent(entryId)}`,
  pipelineEntryPart: (programId: string, entryId: string, part: 'move' | 'notes' | 'message') =>
    `/api/programs/${encodeURIComponent(programId)}/pipeline/entries/${encodeURIComponent(entryId)}/${part}`,
  pipelineNote: (programId: string, entryId: string, noteId: string) =>
    `/api/programs/${encodeURIComponent(programId)}/pipeline/entries/${encodeURIComponent(entryId)}/notes/${encodeURIComponent(noteId)}`,
  /** Recording an outcome (issue 13.7, docs/decisions/041). */
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
  /** Image uploads (docs/decisions/057). */
  images: '/api/images',
  /** Guardians (issue 11.5, docs/decisions/021). */
  guardianInvitation: (token: string) => `/api/guardian/invitations/${encodeURIComponent(token)}`,
  guardianInvitationAccept: '/api/guardian/invitations/accept',
  guardianSignUp: '/api/guardian/invitations/sign-up',
  guardianPlayers: '/api/guardian/players',
  guardianConversations: '/api/guardian/conversations?limit=50',
  guardianApproval: (userId: string) => `/api/guardian/players/${encodeURIComponent(userId)}/approval`,
  guardianPractices: (userId: string) => `/api/guardian/players/${encodeURIComponent(userId)}/practices`,
  guardianPracticeAttendance: (userId: string, practiceId: string) =>
    `/api/guardian/players/${encodeURIComponent(userId)}/practices/${encodeURIComponent(practiceId)}/attendance`,
  practiceRsvpView: '/api/practice-rsvp/view',
  practiceRsvpAnswer: '/api/practice-rsvp/answer',
  playerGuardianLinks: (userId: string) => `/api/players/${encodeURIComponent(userId)}/guardian-links`,
  playerGuardianLinkResend: (userId: string, linkId: string) =>
    `/api/players/${encodeURIComponent(userId)}/guardian-links/${encodeURIComponent(linkId)}/resend`,
  /** A plain link: the browser downloads the JSON attachment with the session cookie. */
  playerDataExport: (userId: string) => `/api/players/${encodeURIComponent(userId)}/export`,
  playerDeletionRequest: (userId: string) => `/api/players/${encodeURIComponent(userId)}/deletion-request`,
  /** Interest form submissions (docs/decisions/038): the application token travels in the request body. */
  publicInterestForm: (slug: string, formId: string) => `/api/colleges/${encodeURIComponent(slug)}/apply/${encodeURIComponent(formId)}`,
  applicationView: '/api/applications/view',
  applicationWithdraw: '/api/applications/withdraw',
  applicationRevoke: '/api/applications/revoke',
  applicationClaim: '/api/applications/claim',
  applicationConfirmUpdate: '/api/applications/confirm-update',
  applicationGuardianView: '/api/applications/guardian-view',
  mySubmissions: '/api/me/submissions',
  programResponses: (slug: string, programId: string) =>
    `/api/colleges/${encodeURIComponent(slug)}/programs/${encodeURIComponent(programId)}/responses`,
  /** `search`: the Responses tab's filters as a query string. */
  programResponsesCsv: (slug: string, programId: string, search: string) =>
    `/api/colleges/${encodeURIComponent(slug)}/programs/${encodeURIComponent(programId)}/responses.csv${search ? `?${search}` : ''}`,
  programResponse: (slug: string, programId: string, submissionId: string) =>
    `/api/colleges/${encodeURIComponent(slug)}/programs/${encodeURIComponent(programId)}/responses/${encodeURIComponent(submissionId)}`,
  programResponsesAddToPipeline: (slug: string, programId: string) =>
    `/api/colleges/${encodeURIComponent(slug)}/programs/${encodeURIComponent(programId)}/responses/add-to-pipeline`,
  /** Recruiting outcomes (issue 13.7, docs/decisions/041); recording one is `recruitingOutcomes`. */
  myRecruitingOutcomes: '/api/me/recruiting-outcomes',
  recruitingStatus: (outcomeId: string) => `/api/recruiting-status/${encodeURIComponent(outcomeId)}`,
  recruitingOutcomeAction: (
    outcomeId: string,
    action: 'confirm' | 'decline' | 'guardian-approval' | 'public-consent' | 'withdraw' | 'short-link',
  ) => `/api/recruiting-outcomes/${encodeURIComponent(outcomeId)}/${action}`,
  recruitingSuccess: (outcomeId: string) => `/api/recruiting-success/${encodeURIComponent(outcomeId)}`,
  playerOutcomes: (slug: string) => `/api/players/${encodeURIComponent(slug)}/outcomes`,
  guardianRecruitingOutcomes: '/api/guardian/recruiting-outcomes',
  /** The embeddable widget; `query`: `college=<slug>` or `player=<slug>`. */
  recruitingWidget: (query: string) => `/api/widget?${query}`,
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

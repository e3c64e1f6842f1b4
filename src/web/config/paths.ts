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
    getHref: () => '/colleges',
  },
} as const;

/** Server endpoints, also declared once. */
export const apiPaths = {
  me: '/api/me',
  account: '/api/account',
  signUp: '/api/account/sign-up',
  claimInfo: (token: string) => `/api/account/claim/${encodeURIComponent(token)}`,
  claimAccount: '/api/account/claim',
  signIn: '/api/auth/sign-in/email',
  signOut: '/api/auth/sign-out',
  requestPasswordReset: '/api/auth/request-password-reset',
  resetPassword: '/api/auth/reset-password',
  changePassword: '/api/auth/change-password',
  contact: '/api/contact',
} as const;

/** Query keys of the testing dashboard's own data (users, outbox, activity, functions). */
export const testingKeys = {
  all: ['testing'] as const,
  user: (email: string) => [...testingKeys.all, 'user', email] as const,
  outbox: (to: string) => [...testingKeys.all, 'outbox', to] as const,
  activity: (limit: number) => [...testingKeys.all, 'activity', limit] as const,
  analytics: (chart: string, from: string, to: string) => [...testingKeys.all, 'analytics', chart, from, to] as const,
  functions: () => [...testingKeys.all, 'functions'] as const,
  collegeClaims: () => [...testingKeys.all, 'college-claims'] as const,
  deadJobs: () => [...testingKeys.all, 'dead-jobs'] as const,
  collegeOptions: (q: string) => [...testingKeys.all, 'college-options', q] as const,
};

/**
 * Test support for the team-players components: a signed-in coach (the
 * session the dialog reads) on the app's data client, and fetch stubbed at
 * the network boundary with a record of every call. Not part of the bundle.
 */
import type { ReactElement } from 'react';
import { AuthContext, type AuthState } from '#web/lib/auth/auth-context.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';

export const COACH_ID = 'coach-1';

const COACH: AuthState = {
  user: { id: COACH_ID, email: 'coach@example.test', fullName: 'Casey Coach', avatarUrl: null },
  profile: null,
  roles: [{ role: 'recruit_team_manager', collegeId: null }],
  flags: {},
  isSignedIn: true,
  isLoading: false,
  error: null,
};

export { apiError, json, stubFetch, type ApiCall } from '#web/test/stub-fetch.ts';

export function renderAsCoach(ui: ReactElement) {
  return renderWithProviders(<AuthContext.Provider value={COACH}>{ui}</AuthContext.Provider>);
}

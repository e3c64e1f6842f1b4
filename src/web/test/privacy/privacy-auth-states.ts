/** The signed-in account and the visitor the privacy tests render the consent controls for. */
import type { AuthState } from '#web/lib/auth/auth-context.ts';

export const signedIn: AuthState = {
  user: { id: 'u1', email: 'a@b.c', fullName: 'A', avatarUrl: null },
  profile: null,
  roles: [],
  flags: {},
  isSignedIn: true,
  isLoading: false,
  error: null,
};
export const visitor: AuthState = { ...signedIn, user: null, isSignedIn: false };

import { useMemo, type ReactNode } from 'react';
import { AppError } from '#shared/app-error.ts';
import { AuthContext, type AuthState } from './auth-context.ts';
import { SIGNED_OUT_ME, useMe } from './get-me.ts';

/** The session as the rest of the app sees it, derived from the 'me' query. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const me = useMe();
  const value = useMemo<AuthState>(() => {
    const data = me.data ?? SIGNED_OUT_ME;
    return {
      user: data.user,
      profile: data.profile,
      roles: data.roles,
      flags: data.flags,
      teams: data.teams ?? [],
      isSignedIn: data.user !== null,
      isLoading: me.isPending,
      error: me.error instanceof AppError ? me.error : me.error ? new AppError('internal', me.error.message) : null,
    };
  }, [me.data, me.isPending, me.error]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
